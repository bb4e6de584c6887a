import '../../../lib/antd-mobile-render';
import { useNavigate } from 'react-router';
import { Button, Checkbox, Dialog, DotLoading, ErrorBlock, Toast } from 'antd-mobile';
import { GoodsLine } from '../components/goods-line';
import { NeedLogin } from '../../../components/need-login';
import { Price } from '../components/price';
import { unavailableText, useCart } from '../use-cart';
import { shopPath } from '../../../lib/shop-paths';
import '../components/shop-ui.css';
import './cart-page.css';

/** 购物车 (/m-shop/cartNew): the phone layout of useCart. */
export function CartPage() {
  return (
    <NeedLogin prompt="登录后查看您的购物车" className="op-page" buttonClassName="op-btn">
      <Cart />
    </NeedLogin>
  );
}

function Cart() {
  const navigate = useNavigate();
  const cart = useCart();
  const { items, editing, chosen } = cart;
  const onRemove = async () => {
    if (chosen.length === 0) return;
    const ok = await Dialog.confirm({
      content: `确定删除选中的${chosen.length}门课程吗？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!ok) return;
    cart.removeItems(
      chosen.map((i) => i.id),
      () => Toast.show({ icon: 'success', content: '已删除' }),
    );
  };

  if (cart.isPending) {
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
          <Button className="op-btn" shape="rounded" onClick={() => void navigate(shopPath('home', { mobile: true }))}>
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
        <button type="button" className="op-link" onClick={() => cart.setEditing((e) => !e)}>
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
                checked={cart.isChosen(item)}
                disabled={!cart.canPick(item)}
                onChange={(on) => cart.toggle(item.id, on)}
                aria-label={item.title}
              />
              <div
                className="cart__goods"
                onClick={() => void navigate(shopPath('goods', { id: item.spuId, mobile: true }))}
              >
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
        <Checkbox checked={cart.allChosen} onChange={cart.toggleAll}>
          全选
        </Checkbox>
        {editing ? (
          <>
            <span className="op-bar__sum" />
            <Button
              shape="rounded"
              className="op-btn-red"
              disabled={chosen.length === 0}
              loading={cart.removing}
              onClick={() => void onRemove()}
            >
              删除{chosen.length > 0 ? `(${chosen.length})` : ''}
            </Button>
          </>
        ) : (
          <>
            <div className="op-bar__sum">
              合计 <Price fen={cart.totalFen} />
            </div>
            <Button
              shape="rounded"
              className="op-btn"
              disabled={chosen.length === 0}
              onClick={() => void navigate(cart.checkoutUrl)}
            >
              去结算{chosen.length > 0 ? `(${chosen.length})` : ''}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
