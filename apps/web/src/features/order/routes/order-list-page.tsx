import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, DotLoading, ErrorBlock, InfiniteScroll, Tabs } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_TABS, type OrderTabKey } from '@salt/domain';
import { orderKeys } from '../api/keys';
import { useMyOrders } from '../api/my-orders';
import { useOrder } from '../api/order-detail';
import { useOrderStatus } from '../api/order-status';
import { NeedLogin } from '../components/need-login';
import { OrderCard } from '../components/order-card';
import '../components/shop-ui.css';
import './order-list-page.css';

/** After returning from payment, the order's status is asked this often, this many times. */
export const PAY_POLL_MS = 1500;
export const PAY_POLL_TIMES = 10;

const TAB_KEYS = new Set<string>(ORDER_TABS.map((t) => t.key));

/** 我的订单 (/m-shop/userOrderNew). `?orderId=` comes back from payment; `?tab=` picks the tab. */
export function OrderListPage() {
  return (
    <NeedLogin what="订单">
      <OrderList />
    </NeedLogin>
  );
}

function OrderList() {
  const [search, setSearch] = useSearchParams();
  const rawTab = search.get('tab') ?? 'all';
  const tab = (TAB_KEYS.has(rawTab) ? rawTab : 'all') as OrderTabKey;
  const idText = search.get('orderId');
  const orderId = idText && /^\d{1,10}$/.test(idText) ? Number(idText) : null;
  const onTab = (key: string) => {
    const next = new URLSearchParams(search);
    next.set('tab', key);
    setSearch(next, { replace: true });
  };
  return (
    <div className="op-page order-list">
      <div className="order-list__tabs">
        <Tabs activeKey={tab} onChange={onTab} stretch={false}>
          {ORDER_TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.text} />
          ))}
        </Tabs>
      </div>
      {orderId !== null && <PaymentResult orderId={orderId} />}
      <OrdersOfTab key={tab} tab={tab} highlightId={orderId} />
    </div>
  );
}

/**
 * The order just paid for. The payment notification can reach the server a moment after the payer comes
 * back, so its status is polled briefly; the list refreshes once it changes.
 */
function PaymentResult({ orderId }: { orderId: number }) {
  const qc = useQueryClient();
  const [polls, setPolls] = useState(0);
  const status = useOrderStatus(orderId, polls < PAY_POLL_TIMES ? PAY_POLL_MS : false);
  const order = useOrder(orderId);
  const key = status.data?.display.key;
  const waiting = key === 'pendingPayment';
  const lastKey = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (status.dataUpdatedAt) setPolls((n) => (waiting ? n + 1 : PAY_POLL_TIMES));
  }, [status.dataUpdatedAt, waiting]);
  useEffect(() => {
    if (key && lastKey.current && key !== lastKey.current) void qc.invalidateQueries({ queryKey: orderKeys.orders });
    lastKey.current = key;
  }, [key, qc]);

  if (!status.data || !order.data) return null;
  const failed = key === 'paymentFailed';
  const closed =
    !status.data.display.actions.continuePay && ['closedTimeout', 'closedCancel', 'refunded'].includes(key!);
  const pollingDone = polls >= PAY_POLL_TIMES;
  const title = failed
    ? '支付未成功'
    : waiting
      ? pollingDone
        ? '暂未收到支付结果'
        : '正在确认支付结果…'
      : closed
        ? '订单已关闭'
        : '支付成功';
  const icon = failed || closed ? <CloseCircleFill /> : waiting ? <ClockCircleFill /> : <CheckCircleFill />;
  return (
    <section className="pay-result" data-testid="pay-result">
      <div className={`pay-result__head${failed || closed ? ' is-bad' : waiting ? ' is-wait' : ''}`}>
        <span className="pay-result__icon">{icon}</span>
        <div>
          <div className="pay-result__title">{title}</div>
          <div className="pay-result__sub">
            {waiting && !pollingDone && <DotLoading color="white" />}
            {failed && '可在下方继续支付'}
            {waiting && pollingDone && '如已付款，请稍后下拉刷新'}
            {!waiting && !failed && !closed && `当前状态：${status.data.display.text}`}
          </div>
        </div>
      </div>
      <OrderCard order={order.data} highlighted />
    </section>
  );
}

function OrdersOfTab({ tab, highlightId }: { tab: OrderTabKey; highlightId: number | null }) {
  const navigate = useNavigate();
  const q = useMyOrders(tab);
  const orders = (q.data?.pages ?? []).flatMap((p) => p.records).filter((o) => o.id !== highlightId);
  if (q.isPending) {
    return (
      <div className="op-card op-empty">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (q.isError) {
    return (
      <div className="op-card op-empty">
        <ErrorBlock status="disconnected" title="订单加载失败" description="请检查网络后重试" />
        <Button className="op-btn" shape="rounded" onClick={() => void q.refetch()}>
          重新加载
        </Button>
      </div>
    );
  }
  if (orders.length === 0 && highlightId === null) {
    return (
      <div className="op-card op-empty">
        <ErrorBlock status="empty" title="暂无相关订单" description="去挑选一门好课吧" />
        <Button className="op-btn" shape="rounded" onClick={() => void navigate('/m-shop')}>
          去选课
        </Button>
      </div>
    );
  }
  return (
    <div data-testid="order-list">
      {orders.map((o) => (
        <OrderCard key={o.id} order={o} />
      ))}
      <InfiniteScroll
        hasMore={q.hasNextPage}
        loadMore={async () => {
          await q.fetchNextPage();
        }}
      >
        {q.hasNextPage ? <DotLoading /> : <span className="op-muted">没有更多了</span>}
      </InfiniteScroll>
    </div>
  );
}
