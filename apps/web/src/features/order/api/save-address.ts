import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type Address, type CreateAddressRequest } from '@salt/domain';
import { apiPost, apiPut } from '../../../lib/api/client';
import { orderKeys } from './keys';

export type AddressInput = CreateAddressRequest & { id?: number };

/** POST creates, PUT (with id) updates: one form serves both. */
export function saveAddress(input: AddressInput): Promise<Address> {
  return input.id
    ? apiPut<Address>(API_PATHS.address, input, { requireToken: true })
    : apiPost<Address>(API_PATHS.address, input, { requireToken: true });
}

export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.addresses }),
  });
}
