import { App, Button, Empty, Result, Skeleton, Spin, Tabs, Tag } from 'antd';
import { Link, useNavigate } from 'react-router';
import { ORDER_TABS, type OrderTabKey, type OrderView } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { formatFen } from '../../../lib/money';
import { shopPath } from '../../../lib/shop-paths';
import { AskParent } from '../../parent-approval';
import { useMyOrders } from '../api/my-orders';
import { DesktopGroupProgress, useDesktopGroupShare } from '../components/desktop-group';
import { DesktopPrice, GoodsCell, ShopHead } from '../components/desktop-parts';
import { useOrderActions, type OrderActionUi } from '../use-order-actions';
import { useOrderListParams, usePaymentResult } from '../use-order-list';
import { clockText } from '../use-time-left';
import './desktop-order-list-page.css';

const TONE_COLOUR = { warn: 'orange', info: 'blue', done: 'green', off: 'default' } as const;

/**
 * 我的订单 on desktops (/pc-shop/orders): status tabs over a table of orders, each with its goods, sum, status
 * and actions. `?orderId=` (the return from payment) shows that order's result first, as on the phone page.
 */
export function DesktopOrderListPage() {
  const { tab, orderId, setTab } = useOrderListParams();
  return (
    <div className="dshop">
      <ShopHead title="我的订单" current="orders" />
      {orderId !== null && <PaymentResult orderId={orderId} />}
      <div className="dshop-card">
        <Tabs activeKey={tab} onChange={setTab} items={ORDER_TABS.map((t) => ({ key: t.key, label: t.text }))} />
        <OrdersOfTab key={tab} tab={tab} highlightId={orderId} />
      </div>
    </div>
  );
}

function PaymentResult({ orderId }: { orderId: number }) {
  const result = usePaymentResult(orderId);
  if (!result) return null;
  const status = result.tone === 'bad' ? 'error' : result.tone === 'wait' ? 'info' : 'success';
  return (
    <section className="dshop-card dshop-pay-result" data-testid="pay-result">
      <Result
        status={status}
        icon={result.checking ? <Spin size="large" /> : undefined}
        title={result.title}
        subTitle={result.sub}
      />
      <OrderTable orders={[result.order]} />
    </section>
  );
}

function OrdersOfTab({ tab, highlightId }: { tab: OrderTabKey; highlightId: number | null }) {
  const navigate = useNavigate();
  const q = useMyOrders(tab);
  const orders = (q.data?.pages ?? []).flatMap((p) => p.records).filter((o) => o.id !== highlightId);
  if (q.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (q.isError) {
    return (
      <Result
        status="warning"
        title="订单加载失败"
        subTitle="请检查网络后重试"
        extra={<Button onClick={() => void q.refetch()}>重新加载</Button>}
      />
    );
  }
  if (orders.length === 0) {
    return (
      <Empty description="暂无相关订单，去挑选一门好课吧">
        <Button type="primary" onClick={() => void navigate(shopPath('home', { mobile: false }))}>
          去选课
        </Button>
      </Empty>
    );
  }
  return (
    <div data-testid="order-list">
      <OrderTable orders={orders} />
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        {q.hasNextPage ? (
          <Button loading={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
            加载更多
          </Button>
        ) : (
          <span className="dshop-muted">没有更多了</span>
        )}
      </div>
    </div>
  );
}

function OrderTable({ orders }: { orders: OrderView[] }) {
  return (
    <table className="dshop-table dshop-orders">
      <thead>
        <tr>
          <th>课程</th>
          <th className="is-num">实付</th>
          <th>状态</th>
          <th className="is-action">操作</th>
        </tr>
      </thead>
      {orders.map((o) => (
        <OrderRows key={o.id} order={o} />
      ))}
    </table>
  );
}

/** One order: a band with its number and time, then its goods with the sum, status and actions beside them. */
function OrderRows({ order }: { order: OrderView }) {
  const { modal, message } = App.useApp();
  const ui: OrderActionUi = {
    confirm: (text) =>
      new Promise((resolve) =>
        modal.confirm({
          title: text.title,
          content: text.content,
          okText: text.confirmText,
          cancelText: text.cancelText,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      ),
    done: (text) => void message.success(text),
  };
  const a = useOrderActions(order, ui);
  const share = useDesktopGroupShare();
  const span = order.items.length;
  const { display } = order;
  return (
    <tbody data-testid={`order-${order.id}`} data-order-no={order.orderNo}>
      <tr className="dshop-orders__band">
        <td colSpan={4}>
          <span>{formatChinaTime(order.createdAt, 'YYYY-MM-DD HH:mm')}</span>
          <span className="dshop-muted">订单号 {order.orderNo}</span>
        </td>
      </tr>
      {order.items.map((item, i) => (
        <tr key={item.id}>
          <td>
            <GoodsCell
              goods={item}
              tags={
                <>
                  {order.orderGroupVO && <Tag color="volcano">{order.orderGroupVO.memberNum}人团</Tag>}
                  {item.needLogistics && <Tag color="blue">含资料</Tag>}
                </>
              }
            />
            {i === span - 1 && display.groupTip && order.orderGroupVO && (
              <DesktopGroupProgress group={order.orderGroupVO} tip={display.groupTip} />
            )}
          </td>
          {i === 0 && (
            <>
              <td rowSpan={span} className="is-num dshop-orders__sum">
                <DesktopPrice fen={order.payFen} />
                {order.couponFen > 0 && <div className="dshop-muted">优惠 {formatFen(order.couponFen)}</div>}
                <div className="dshop-muted">共{span}件</div>
              </td>
              <td rowSpan={span} className="dshop-orders__status">
                <Tag color={TONE_COLOUR[a.tone]} data-testid="order-status">
                  {display.text}
                </Tag>
                {a.unpaid && !a.expired && (
                  <div className="dshop-orders__deadline" data-testid="pay-countdown">
                    剩余 <b>{clockText(a.left)}</b>
                    <br />
                    超时订单将自动关闭
                  </div>
                )}
                {a.expired && (
                  <div className="dshop-orders__deadline">
                    支付已超时
                    <Button type="link" size="small" onClick={a.refresh}>
                      刷新
                    </Button>
                  </div>
                )}
              </td>
              <td rowSpan={span} className="is-action dshop-orders__actions">
                {a.can.pay && (
                  <Button type="primary" className="dshop-pay" loading={a.paying} onClick={a.onPay}>
                    继续支付
                  </Button>
                )}
                {a.can.pay && (
                  <AskParent
                    orderId={order.id}
                    button={(b) => (
                      <Button loading={b.loading} onClick={b.onClick}>
                        {b.text}
                      </Button>
                    )}
                  />
                )}
                {a.can.receipt && (
                  <Button type="primary" loading={a.receiving} onClick={() => void a.onReceipt()}>
                    确认收货
                  </Button>
                )}
                {a.can.share && (
                  <Button type="primary" ghost onClick={() => share(order)}>
                    邀请拼团
                  </Button>
                )}
                {a.can.logistics && (
                  <Link to={`/m-shop/user-logistics-new2?orderId=${order.id}`}>
                    <Button type="link">查看物流</Button>
                  </Link>
                )}
                {a.can.refund && (
                  <Link to={`/refund?orderId=${order.id}`}>
                    <Button type="link">申请退费</Button>
                  </Link>
                )}
                {a.can.cancel && (
                  <Button type="link" loading={a.cancelling} onClick={() => void a.onCancel()}>
                    取消订单
                  </Button>
                )}
              </td>
            </>
          )}
        </tr>
      ))}
    </tbody>
  );
}
