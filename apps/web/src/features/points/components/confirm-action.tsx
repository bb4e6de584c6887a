import '../../../lib/antd-mobile-render';
import { App } from 'antd';
import { Dialog } from 'antd-mobile';
import { ActionButton } from './action-button';
import { useMobile } from './yz-page';

/**
 * A button that asks first: antd's confirm dialog on desktops (centred: a bubble beside a button at the page's edge
 * can open outside the window), antd-mobile's Dialog.confirm on phones.
 */
export function ConfirmAction({
  label,
  question,
  onConfirm,
  loading,
  primary,
}: {
  label: string;
  question: string;
  onConfirm: () => void;
  loading?: boolean;
  primary?: boolean;
}) {
  const mobile = useMobile();
  const { modal } = App.useApp();
  if (mobile)
    return (
      <ActionButton
        primary={primary}
        loading={loading}
        onClick={() => void Dialog.confirm({ content: question, confirmText: '确定', cancelText: '再想想', onConfirm })}
      >
        {label}
      </ActionButton>
    );
  return (
    <ActionButton
      primary={primary}
      loading={loading}
      onClick={() => void modal.confirm({ title: question, okText: '确定', cancelText: '再想想', onOk: onConfirm })}
    >
      {label}
    </ActionButton>
  );
}
