import '../../../lib/antd-mobile-render';
import { useState } from 'react';
import { Button, Dialog, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import type { Address } from '@salt/domain';
import { useAddresses } from '../api/address-page';
import { useDeleteAddress } from '../api/delete-address';
import { useSaveAddress } from '../api/save-address';
import { AddressSummary } from '../components/address-card';
import { AddressFormPopup } from '../components/address-form';
import { NeedLogin } from '../../../components/need-login';
import '../components/shop-ui.css';
import '../components/sheet.css';

/** 收货地址 (/m-shop/userAddressNew): list, add, edit, set default, delete. */
export function AddressPage() {
  return (
    <NeedLogin prompt="登录后查看您的收货地址" className="op-page" buttonClassName="op-btn">
      <Addresses />
    </NeedLogin>
  );
}

function Addresses() {
  const { data, isPending } = useAddresses();
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const del = useDeleteAddress();
  const save = useSaveAddress();

  const onDelete = async (a: Address) => {
    const ok = await Dialog.confirm({ content: '确定删除该收货地址吗？', confirmText: '删除', cancelText: '取消' });
    if (ok) del.mutate(a.id, { onSuccess: () => Toast.show({ icon: 'success', content: '已删除' }) });
  };
  const makeDefault = (a: Address) => {
    if (a.isDefault) return;
    const { id, receiverName, mobile, province, city, district, detail } = a;
    save.mutate(
      { id, receiverName, mobile, province, city, district, detail, isDefault: true },
      { onSuccess: () => Toast.show({ content: '已设为默认地址' }) },
    );
  };

  return (
    <div className="op-page has-bar">
      {isPending && (
        <div className="op-card op-empty">
          <DotLoading color="primary" />
        </div>
      )}
      {data?.length === 0 && (
        <div className="op-card op-empty">
          <ErrorBlock status="empty" title="还没有收货地址" description="购买含教材资料的课程时需要收货地址" />
        </div>
      )}
      {data?.map((a) => (
        <div key={a.id} className="op-card" data-testid={`address-${a.id}`}>
          <AddressSummary address={a} />
          <div className="op-address-card__ops">
            <label className="address__default" onClick={() => makeDefault(a)}>
              <span className={`address__radio${a.isDefault ? ' is-on' : ''}`} />
              {a.isDefault ? '默认地址' : '设为默认'}
            </label>
            <span>
              <button type="button" onClick={() => setEditing(a)}>
                编辑
              </button>
              <button type="button" onClick={() => void onDelete(a)}>
                删除
              </button>
            </span>
          </div>
        </div>
      ))}
      <div className="op-bar">
        <Button block shape="rounded" className="op-btn" onClick={() => setEditing('new')}>
          新增收货地址
        </Button>
      </div>
      <AddressFormPopup
        open={editing !== null}
        address={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => Toast.show({ icon: 'success', content: '已保存' })}
      />
    </div>
  );
}
