import { useEffect } from 'react';
import { App, Button, Empty, Spin, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { GuardianOrder } from '@salt/domain';
import { followPayment, paymentChannel } from '../../order';
import { formatFen } from '../../../lib/money';
import { formatChinaTime } from '../../../lib/china-time';
import { approvalKeys } from '../api/keys';
import { useChildOrders } from '../api/child-orders';
import { usePayForChild } from '../api/pay-for-child';
import { ChildPicker } from '../components/child-picker';
import { PaPage } from '../components/pa-page';
import { useChosenChild } from '../components/use-chosen-child';

function OrderRow(props: { order: GuardianOrder; highlighted: boolean; paying: boolean; onPay: () => void }) {
  const o = props.order;
  return (
    <article
      className={`pa-card${props.highlighted ? ' is-highlighted' : ''}`}
      data-testid={`child-order-${o.orderId}`}
      data-order-no={o.orderNo}
    >
      <header className="pa-card__head">
        <span className="pa-card__who">{o.studentName}</span>
        {o.requestId && <Tag color="orange">孩子请你付款</Tag>}
        <span className="pa-card__status pa-muted">待付款</span>
      </header>
      <div className="pa-card__title">{o.title}</div>
      <dl className="pa-card__facts">
        <dt>订单号</dt>
        <dd>{o.orderNo}</dd>
        <dt>支付截止</dt>
        <dd>{formatChinaTime(o.payDeadline)}</dd>
      </dl>
      <footer className="pa-card__actions pa-card__pay">
        <span>
          需付款 <b className="pa-amount">{formatFen(o.amountFen)}</b>
        </span>
        <Button type="primary" loading={props.paying} onClick={props.onPay}>
          去支付
        </Button>
      </footer>
    </article>
  );
}

/**
 * 缴费 (/parent/payment): the bound children's unpaid orders; 去支付 pays through the same providers as the pupil's
 * pay page (the order stays the child's, the parent is recorded as payer). The dev checkout returns here.
 */
export function PaymentPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const child = useChosenChild();
  const orders = useChildOrders(child.chosen);
  const pay = usePayForChild();
  const highlighted = Number(params.get('orderId')) || 0;
  const returned = Number(params.get('paidOrderId')) || 0;
  const query = child.chosen ? `?studentId=${child.chosen}` : '';

  useEffect(() => {
    if (returned) void qc.invalidateQueries({ queryKey: approvalKeys.all });
  }, [returned, qc]);

  const onPay = (orderId: number) =>
    pay.mutate(
      { orderId, ...paymentChannel() },
      {
        onSuccess: (answer) => {
          if (answer.kind === 'none' || answer.paid) {
            void message.success('支付成功');
            void qc.invalidateQueries({ queryKey: approvalKeys.all });
          } else {
            // WeChat's in-page payment comes back here, like the redirect providers (pay-order.service returnUrl).
            const back = (id: number) =>
              `/parent/payment?${child.chosen ? `studentId=${child.chosen}&` : ''}paidOrderId=${id}`;
            void followPayment(answer, undefined, back);
          }
        },
        onError: (e) => void message.error(e.message),
      },
    );

  let body;
  if (child.loading || orders.isPending) body = <Spin className="pa-spin" />;
  else if (child.children.length === 0) body = <Empty className="pa-none" description="还没有绑定学生账号" />;
  else if (orders.error) body = <Empty className="pa-none" description={orders.error.message} />;
  else if (orders.data.length === 0) body = <Empty className="pa-none" description="暂无待缴费订单" />;
  else {
    const list = [...orders.data].sort((a, b) => Number(b.orderId === highlighted) - Number(a.orderId === highlighted));
    body = (
      <div className="pa-list">
        {list.map((o) => (
          <OrderRow
            key={o.orderId}
            order={o}
            highlighted={o.orderId === highlighted}
            paying={pay.isPending && pay.variables?.orderId === o.orderId}
            onPay={() => onPay(o.orderId)}
          />
        ))}
      </div>
    );
  }

  return (
    <PaPage title="缴费" links={[{ to: `/parent/todayApprove${query}`, text: '今日审批' }]} testId="parent-payment">
      <ChildPicker list={child.children} chosen={child.chosen} onChoose={child.choose} />
      {returned > 0 && (
        <div className="pa-notice" data-testid="payment-returned">
          已从支付页面返回，支付结果以订单状态为准
        </div>
      )}
      {body}
    </PaPage>
  );
}
