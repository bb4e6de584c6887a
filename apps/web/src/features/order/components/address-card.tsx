import type { ReactNode } from 'react';
import { LocationFill } from 'antd-mobile-icons';
import type { Address } from '@salt/domain';
import { addressLine } from './address-form';

/** Phone numbers are masked in lists (138****0001), as every Chinese shop does. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

export function AddressSummary({ address, trailing }: { address: Address; trailing?: ReactNode }) {
  return (
    <div className="op-address">
      <span className="op-address__icon">
        <LocationFill />
      </span>
      <div className="op-address__main">
        <div className="op-address__who">
          <span>{address.receiverName}</span>
          <span>{maskMobile(address.mobile)}</span>
          {address.isDefault && <span className="op-tag">默认</span>}
        </div>
        <div className="op-address__where">{addressLine(address)}</div>
      </div>
      {trailing}
    </div>
  );
}
