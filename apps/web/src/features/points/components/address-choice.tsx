import { EnvironmentOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Address } from '@salt/domain';
import { AddressPicker, DesktopAddressModal, addressLine, maskMobile, useAddresses } from '../../order';
import { useMobile } from './yz-page';

/**
 * 收货地址 of posted goods, from the shop's saved addresses: on desktops the addresses as choices and 新增 in a
 * dialog (as the shop's checkout), on phones the chosen one and the shop's picker sheet.
 */
export function AddressChoice({ chosen, onChoose }: { chosen: Address | null; onChoose: (a: Address) => void }) {
  const mobile = useMobile();
  const { data, isPending } = useAddresses();
  const [open, setOpen] = useState(false);
  if (mobile)
    return (
      <>
        <button type="button" className="yz-card yz-addr-m" onClick={() => setOpen(true)} data-testid="yz-address">
          <EnvironmentOutlined className="yz-addr-m__icon" />
          {chosen ? (
            <span className="yz-addr-m__main">
              <b>
                {chosen.receiverName} {maskMobile(chosen.mobile)}
              </b>
              <span>{addressLine(chosen)}</span>
            </span>
          ) : (
            <span className="yz-addr-m__main">{isPending ? '加载地址…' : '请选择收货地址'}</span>
          )}
          <span className="yz-addr-m__arrow">›</span>
        </button>
        <AddressPicker open={open} chosenId={chosen?.id ?? null} onClose={() => setOpen(false)} onChoose={onChoose} />
      </>
    );
  return (
    <section className="yz-card" data-testid="yz-address">
      <h3>
        收货地址 <small>实物商品将寄送至该地址</small>
      </h3>
      {isPending ? (
        <div className="yz-muted">加载地址…</div>
      ) : (
        <div className="yz-addrs">
          {(data ?? []).map((a) => (
            <button
              key={a.id}
              type="button"
              className={`yz-addr${a.id === chosen?.id ? ' is-chosen' : ''}`}
              aria-pressed={a.id === chosen?.id}
              onClick={() => onChoose(a)}
            >
              <div className="yz-addr__who">
                {a.receiverName} {maskMobile(a.mobile)}
                {a.isDefault && <span className="yz-addr__tag">默认</span>}
              </div>
              <div className="yz-addr__where">{addressLine(a)}</div>
            </button>
          ))}
          <button type="button" className="yz-addr is-new" onClick={() => setOpen(true)}>
            ＋ 新增收货地址
          </button>
        </div>
      )}
      <Link to="/m-shop/userAddressNew" className="yz-link">
        管理收货地址
      </Link>
      <DesktopAddressModal open={open} address={null} onClose={() => setOpen(false)} onSaved={onChoose} />
    </section>
  );
}

/** The address to start with: the chosen one, else the default, else the first. */
export function useStartAddress(chosen: Address | null): Address | null {
  const { data } = useAddresses();
  return chosen ?? data?.find((a) => a.isDefault) ?? data?.[0] ?? null;
}
