import { useNavigate } from 'react-router';
import { Button, DotLoading, ErrorBlock, InfiniteScroll, Tabs } from 'antd-mobile';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { ORDER_TABS, type OrderTabKey } from '@salt/domain';
import { useMyOrders } from '../api/my-orders';
import { NeedLogin } from '../../../components/need-login';
import { OrderCard } from '../components/order-card';
import { useOrderListParams, usePaymentResult } from '../use-order-list';
import { shopPath } from '../../../lib/shop-paths';
import '../components/shop-ui.css';
import './order-list-page.css';

/** 我的订单 (/m-shop/userOrderNew): the phone layout. `?orderId=` comes back from payment; `?tab=` picks the tab. */
export function OrderListPage() {
  return (
    <NeedLogin prompt="登录后查看您的订单" className="op-page" buttonClassName="op-btn">
      <OrderList />
    </NeedLogin>
  );
}

function OrderList() {
  const { tab, orderId, setTab } = useOrderListParams();
  return (
    <div className="op-page order-list">
      <div className="order-list__tabs">
        <Tabs activeKey={tab} onChange={setTab} stretch={false}>
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

function PaymentResult({ orderId }: { orderId: number }) {
  const result = usePaymentResult(orderId);
  if (!result) return null;
  const icon =
    result.tone === 'bad' ? <CloseCircleFill /> : result.tone === 'wait' ? <ClockCircleFill /> : <CheckCircleFill />;
  return (
    <section className="pay-result" data-testid="pay-result">
      <div
        className={`pay-result__head${result.tone === 'bad' ? ' is-bad' : result.tone === 'wait' ? ' is-wait' : ''}`}
      >
        <span className="pay-result__icon">{icon}</span>
        <div>
          <div className="pay-result__title">{result.title}</div>
          <div className="pay-result__sub">
            {result.checking && <DotLoading color="white" />}
            {result.sub}
          </div>
        </div>
      </div>
      <OrderCard order={result.order} highlighted />
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
        <Button className="op-btn" shape="rounded" onClick={() => void navigate(shopPath('home', { mobile: true }))}>
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
