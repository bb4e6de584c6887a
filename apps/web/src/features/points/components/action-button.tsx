import '../../../lib/antd-mobile-render';
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Button as MobileButton } from 'antd-mobile';
import { useMobile } from './yz-page';

/** The mall's main and secondary buttons: antd on desktops, antd-mobile (rounded, full width) on phones. */
export function ActionButton({
  children,
  onClick,
  disabled,
  loading,
  primary = false,
  danger = false,
}: {
  children: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  loading?: boolean;
  primary?: boolean;
  danger?: boolean;
}) {
  const mobile = useMobile();
  if (mobile)
    return (
      <MobileButton
        shape="rounded"
        color={primary ? 'primary' : danger ? 'danger' : 'default'}
        fill={primary ? 'solid' : 'outline'}
        className={primary ? 'yz-m-btn is-primary' : 'yz-m-btn'}
        disabled={disabled}
        loading={loading}
        onClick={onClick}
      >
        {children}
      </MobileButton>
    );
  return (
    <Button
      size="large"
      shape="round"
      type={primary ? 'primary' : 'default'}
      danger={danger}
      className={primary ? 'yz-btn is-primary' : 'yz-btn'}
      disabled={disabled}
      loading={loading}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
