import { App, Button, Checkbox, Empty, Skeleton, Tag } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { CartItem } from '@salt/domain';
import { shopPath } from '../../../lib/shop-paths';
import { DesktopPrice, GoodsCell, ShopHead } from '../components/desktop-parts';
import { unavailableText, useCart } from '../use-cart';

/** 购物车 on desktops (/pc-shop/cart): the cart as a table, the sum and 去结算 in a bar under it. */
export function DesktopCartPage() {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const cart = useCart();
  const { items, chosen } = cart;

  const askRemove = (lines: CartItem[]) => {
    modal.confirm({
      title: '删除课程',
      content:
        lines.length === 1 ? `确定从购物车删除「${lines[0]!.title}」吗？` : `确定删除选中的${lines.length}门课程吗？`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        cart.removeItems(
          lines.map((l) => l.id),
          () => void message.success('已删除'),
        ),
    });
  };

  if (cart.isPending) {
    return (
      <div className="dshop">
        <ShopHead title="购物车" current="cart" />
        <div className="dshop-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </div>
    );
  }
  if (!items || items.length === 0) {
    return (
      <div className="dshop">
        <ShopHead title="购物车" current="cart" />
        <Empty className="dshop-empty" description="购物车还是空的，把心仪的课程加进来吧">
          <Link to={shopPath('home', { mobile: false })}>
            <Button type="primary">去选课</Button>
          </Link>
        </Empty>
      </div>
    );
  }

  return (
    <div className="dshop">
      <ShopHead title="购物车" count={`共 ${items.length} 门课程`} current="cart" />
      <div className="dshop-table-wrap">
        <table className="dshop-table" aria-label="购物车">
          <thead>
            <tr>
              <th className="is-check">
                <Checkbox
                  checked={cart.allChosen}
                  onChange={(e) => cart.toggleAll(e.target.checked)}
                  aria-label="全选"
                />
              </th>
              <th>课程</th>
              <th className="is-num">单价</th>
              <th>状态</th>
              <th className="is-action">操作</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr
                key={item.id}
                className={item.available ? undefined : 'is-off'}
                data-testid={`cart-item-${item.skuId}`}
              >
                <td className="is-check">
                  <Checkbox
                    checked={cart.isChosen(item)}
                    disabled={!cart.canPick(item)}
                    onChange={(e) => cart.toggle(item.id, e.target.checked)}
                    aria-label={item.title}
                  />
                </td>
                <td>
                  <GoodsCell goods={item} tags={item.needLogistics ? <Tag color="blue">含资料</Tag> : undefined} />
                </td>
                <td className="is-num">
                  <DesktopPrice fen={item.priceFen} was={item.originalPriceFen} size="sm" />
                </td>
                <td>
                  {!item.available ? (
                    <Tag>{unavailableText(item)}</Tag>
                  ) : item.stock > 0 && item.stock <= 5 ? (
                    <Tag color="orange">仅剩{item.stock}席</Tag>
                  ) : (
                    <span className="dshop-muted">可报名</span>
                  )}
                </td>
                <td className="is-action">
                  <Button type="link" danger icon={<DeleteOutlined />} onClick={() => askRemove([item])}>
                    删除
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="dshop-bar">
        <Checkbox checked={cart.allChosen} onChange={(e) => cart.toggleAll(e.target.checked)}>
          全选
        </Checkbox>
        <Button
          type="link"
          danger
          disabled={chosen.length === 0}
          loading={cart.removing}
          onClick={() => askRemove(chosen)}
        >
          删除选中
        </Button>
        <div className="dshop-bar__sum">
          <span className="dshop-muted">已选 {chosen.length} 门</span>
          <span>合计</span>
          <DesktopPrice fen={cart.totalFen} size="lg" />
        </div>
        <Button
          type="primary"
          size="large"
          className="dshop-buy"
          disabled={chosen.length === 0}
          onClick={() => void navigate(cart.checkoutUrl)}
        >
          去结算{chosen.length > 0 ? `(${chosen.length})` : ''}
        </Button>
      </div>
    </div>
  );
}
