import { useEffect } from 'react';
import type { Address } from '@salt/domain';
import { useSaveAddress, type AddressInput } from '../api/save-address';

export type AddressValues = Omit<AddressInput, 'id'>;

/** What both address forms (phone sheet, desktop dialog) hold: their form instance's few calls. */
interface AddressFormHandle {
  resetFields: () => void;
  setFieldsValue: (values: Partial<AddressValues>) => void;
}

/**
 * The editing behind the phone's address sheet and the desktop's address dialog: the form starts empty or with the
 * address being edited each time it opens; saving creates or updates (mobile trimmed), answers the saved address
 * and closes. Only the UI library differs between the two.
 */
export function useAddressEditor({
  open,
  address,
  form,
  onClose,
  onSaved,
}: {
  open: boolean;
  address: Address | null;
  form: AddressFormHandle;
  onClose: () => void;
  onSaved?: (saved: Address) => void;
}) {
  const save = useSaveAddress();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (address) form.setFieldsValue(address);
  }, [open, address, form]);

  const onFinish = (values: AddressValues) => {
    const body = { ...values, mobile: values.mobile.trim(), isDefault: Boolean(values.isDefault) };
    save.mutate(address ? { ...body, id: address.id } : body, {
      onSuccess: (saved) => {
        onSaved?.(saved);
        onClose();
      },
    });
  };
  return { onFinish, saving: save.isPending };
}
