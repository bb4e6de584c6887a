import type { ReactNode } from 'react';
import { LocationFill } from 'antd-mobile-icons';
import type { Address } from '@salt/domain';
import { addressLine, maskMobile } from '../address-text';

export { maskMobile };

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
