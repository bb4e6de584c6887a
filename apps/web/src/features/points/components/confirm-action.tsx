import '../../../lib/antd-mobile-render';
import { Popconfirm } from 'antd';
import { Dialog } from 'antd-mobile';
import { ActionButton } from './action-button';
import { useMobile } from './yz-page';

/** A button that asks first: antd's Popconfirm on desktops, antd-mobile's Dialog.confirm on phones. */
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
    <Popconfirm title={question} okText="确定" cancelText="再想想" onConfirm={onConfirm}>
      <ActionButton primary={primary} loading={loading}>
        {label}
      </ActionButton>
    </Popconfirm>
  );
}
