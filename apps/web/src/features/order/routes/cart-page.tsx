import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Checkbox, Dialog, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import type { CartItem } from '@salt/domain';
import { useCartList } from '../api/cart-list';
import { useRemoveCartItems } from '../api/remove-cart';
import { GoodsLine } from '../components/goods-line';
import { NeedLogin } from '../components/need-login';
import { Price } from '../components/price';
import { cartCheckoutUrl } from '../checkout-params';
import '../components/shop-ui.css';
import './cart-page.css';

/** 购物车 (/m-shop/cartNew). */
export function CartPage() {
  return (
    <NeedLogin what="购物车">
      <Cart />
    </NeedLogin>
  );
}

function unavailableText(item: CartItem): string {
  if (item.offSale) return '已下架';
  if (item.soldOut) return '已满班';
  return '不可购买';
}

function Cart() {
  const navigate = useNavigate();
  const { data: items, isPending } = useCartList();
  const remove = useRemoveCartItems();
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [touched, setTouched] = useState(false);

  // Everything buyable starts selected, like every shop cart; later changes are the buyer's own.
  useEffect(() => {
    if (!items || touched) return;
    setSelected(new Set(items.filter((i) => i.available).map((i) => i.id)));
  }, [items, touched]);

  const pickable = useMemo(() => (items ?? []).filter((i) => editing || i.available), [items, editing]);
  const chosen = (items ?? []).filter((i) => selected.has(i.id) && (editing || i.available));
  const allChosen = pickable.length > 0 && pickable.every((i) => selected.has(i.id));
  const totalFen = chosen.reduce((s, i) => s + i.priceFen, 0);

  const toggle = (id: number, on: boolean) => {
    setTouched(true);
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  const toggleAll = (on: boolean) => {
    setTouched(true);
    setSelected(on ? new Set(pickable.map((i) => i.id)) : new Set());
  };
  const onRemove = async () => {
    if (chosen.length === 0) return;
    const ok = await Dialog.confirm({
      content: `确定删除选中的${chosen.length}门课程吗？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!ok) return;
    remove.mutate(
      chosen.map((i) => i.id),
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: '已删除' });
          setSelected(new Set());
        },
      },
    );
  };

  if (isPending) {
    return (
      <div className="op-page">
        <div className="op-card op-empty">
          <DotLoading color="primary" />
        </div>
      </div>
    );
  }
  if (!items || items.length === 0) {
    return (
      <div className="op-page">
        <div className="op-card op-empty">
          <ErrorBlock status="empty" title="购物车还是空的" description="把心仪的课程加进来吧" />
          <Button className="op-btn" shape="rounded" onClick={() => void navigate('/m-shop')}>
            去选课
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="op-page has-bar cart">
      <div className="cart__head">
        <span>
          共 <b>{items.length}</b> 门课程
        </span>
        <button type="button" className="op-link" onClick={() => setEditing((e) => !e)}>
          {editing ? '完成' : '管理'}
        </button>
      </div>
      <div className="op-card">
        {items.map((item) => {
          const off = !item.available;
          return (
            <div key={item.id} className={`cart__item${off ? ' is-off' : ''}`} data-testid={`cart-item-${item.skuId}`}>
              <Checkbox
                className="cart__check"
                checked={selected.has(item.id) && (editing || !off)}
                disabled={off && !editing}
                onChange={(on) => toggle(item.id, on)}
                aria-label={item.title}
              />
              <div className="cart__goods" onClick={() => void navigate(`/m-shop/goods-detail-new/${item.spuId}`)}>
                <GoodsLine
                  goods={item}
                  tags={
                    off ? (
                      <span className="op-tag op-tag--grey">{unavailableText(item)}</span>
                    ) : (
                      <>
                        {item.stock > 0 && item.stock <= 5 && <span className="op-tag">仅剩{item.stock}席</span>}
                        {item.needLogistics && <span className="op-tag op-tag--blue">含资料</span>}
                      </>
                    )
                  }
                />
              </div>
            </div>
          );
        })}
      </div>
      <div className="op-bar">
        <Checkbox checked={allChosen} onChange={toggleAll}>
          全选
        </Checkbox>
        {editing ? (
          <>
            <span className="op-bar__sum" />
            <Button
              shape="rounded"
              className="op-btn-red"
              disabled={chosen.length === 0}
              loading={remove.isPending}
              onClick={() => void onRemove()}
            >
              删除{chosen.length > 0 ? `(${chosen.length})` : ''}
            </Button>
          </>
        ) : (
          <>
            <div className="op-bar__sum">
              合计 <Price fen={totalFen} />
            </div>
            <Button
              shape="rounded"
              className="op-btn"
              disabled={chosen.length === 0}
              onClick={() => void navigate(cartCheckoutUrl(chosen.map((i) => i.skuId)))}
            >
              去结算{chosen.length > 0 ? `(${chosen.length})` : ''}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
