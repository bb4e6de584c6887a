import { useState } from 'react';
import { Button, DotLoading, ErrorBlock, Popup } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import type { Address } from '@salt/domain';
import { useAddresses } from '../api/address-page';
import { AddressFormPopup } from './address-form';
import { AddressSummary } from './address-card';
import './sheet.css';

/** Checkout's address choice: pick one of the saved addresses or add a new one, which is then chosen. */
export function AddressPicker({
  open,
  chosenId,
  onClose,
  onChoose,
}: {
  open: boolean;
  chosenId: number | null;
  onClose: () => void;
  onChoose: (address: Address) => void;
}) {
  const { data, isPending } = useAddresses(open);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const choose = (a: Address) => {
    onChoose(a);
    onClose();
  };
  return (
    <>
      <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName="op-sheet">
        <div className="op-sheet__head">
          <span>选择收货地址</span>
          <button type="button" className="op-sheet__close" onClick={onClose} aria-label="关闭">
            ×
          </button>
        </div>
        <div className="op-sheet__body">
          {isPending && (
            <div className="op-empty">
              <DotLoading />
            </div>
          )}
          {data?.length === 0 && <ErrorBlock status="empty" title="还没有收货地址" description="添加一个吧" />}
          {data?.map((a) => (
            <div
              key={a.id}
              className={`op-card op-address-card${a.id === chosenId ? ' is-chosen' : ''}`}
              onClick={() => choose(a)}
            >
              <AddressSummary
                address={a}
                trailing={
                  <span style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
                    <button
                      type="button"
                      className="op-link"
                      onClick={(e) => {
                        e.stopPropagation();
                        setEditing(a);
                      }}
                    >
                      编辑
                    </button>
                    {a.id === chosenId && <CheckCircleFill color="var(--op-red, #ff4b2b)" fontSize={20} />}
                  </span>
                }
              />
            </div>
          ))}
        </div>
        <div className="op-sheet__foot">
          <Button block shape="rounded" className="op-btn" onClick={() => setEditing('new')}>
            新增收货地址
          </Button>
        </div>
      </Popup>
      <AddressFormPopup
        open={editing !== null}
        address={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          if (editing === 'new') choose(saved);
        }}
      />
    </>
  );
}
