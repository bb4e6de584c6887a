import { useCallback } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { OrderView } from '@salt/domain';
import { useCancelOrder } from '../api/cancel-order';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { usePayOrder } from '../api/pay-order';
import { orderKeys } from '../api/keys';
import { followPayment, paymentChannel } from '../payment-channel';
import { clockText, useTimeLeft } from '../use-time-left';
import { formatFen } from '../../../lib/money';
import { GoodsLine } from './goods-line';
import { GroupProgress, shareGroup } from './group-share';
import { Price } from './price';
import './order-card.css';

/** Colour families for the server's display keys: only how a status looks, never which status it is. */
const TONE: Record<string, string> = {
  pendingPayment: 'warn',
  paymentFailed: 'warn',
  groupForming: 'warn',
  toDeliver: 'info',
  partlyDelivered: 'info',
  toReceive: 'info',
  paid: 'done',
  completed: 'done',
  closedTimeout: 'off',
  closedCancel: 'off',
  refunded: 'off',
};

export function OrderCard({ order, highlighted }: { order: OrderView; highlighted?: boolean }) {
  const { display } = order;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const cancel = useCancelOrder();
  const receipt = useConfirmReceipt();
  const pay = usePayOrder();
  const unpaid = display.actions.continuePay;
  const left = useTimeLeft(unpaid ? order.payDeadline : null);
  const expired = unpaid && left === 0;
  // The sweep closes the order at the deadline; ask again so the card shows 超时关闭 rather than a dead button.
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: orderKeys.orders }), [qc]);

  const onCancel = async () => {
    const ok = await Dialog.confirm({
      title: '取消订单',
      content: '确定要取消该订单吗？取消后名额和优惠券将退回。',
      confirmText: '确定取消',
      cancelText: '再想想',
    });
    if (!ok) return;
    cancel.mutate(order.id, { onSuccess: () => Toast.show({ icon: 'success', content: '订单已取消' }) });
  };
  const onPay = () => {
    pay.mutate({ orderId: order.id, ...paymentChannel() }, { onSuccess: (answer) => void followPayment(answer) });
  };
  const onReceipt = async () => {
    const ok = await Dialog.confirm({
      title: '确认收货',
      content: '请确认已收到全部资料，确认后订单将完成。',
      confirmText: '确认收货',
      cancelText: '取消',
    });
    if (!ok) return;
    receipt.mutate(order.id, { onSuccess: () => Toast.show({ icon: 'success', content: '已确认收货' }) });
  };

  const count = order.items.length;
  const showLogistics = order.needLogistics && order.deliveryStatus !== 'none';
  const hasActions =
    (display.actions.cancel && !expired) ||
    (display.actions.continuePay && !expired) ||
    display.actions.confirmReceipt ||
    display.actions.shareGroup ||
    showLogistics;

  return (
    <article
      className={`op-card order-card${highlighted ? ' is-highlighted' : ''}`}
      data-testid={`order-${order.id}`}
      data-order-no={order.orderNo}
    >
      <header className="order-card__head">
        <span className="op-muted">订单号 {order.orderNo}</span>
        <span className={`order-card__status is-${TONE[display.key] ?? 'off'}`} data-testid="order-status">
          {display.text}
        </span>
      </header>
      {order.items.map((item) => (
        <GoodsLine
          key={item.id}
          goods={item}
          tags={
            <>
              {order.orderGroupVO && <span className="op-tag">{order.orderGroupVO.memberNum}人团</span>}
              {item.needLogistics && <span className="op-tag op-tag--blue">含资料</span>}
            </>
          }
        />
      ))}
      {display.groupTip && order.orderGroupVO && <GroupProgress group={order.orderGroupVO} tip={display.groupTip} />}
      <div className="order-card__sum">
        共{count}件
        {order.couponFen > 0 && <span className="op-muted order-card__gap">优惠 {formatFen(order.couponFen)}</span>}
        <span className="order-card__gap">{unpaid ? '需付款' : '实付'} </span>
        <Price fen={order.payFen} />
      </div>
      {unpaid && !expired && (
        <div className="order-card__deadline" data-testid="pay-countdown">
          剩余支付时间 <b>{clockText(left)}</b>，超时订单将自动关闭
        </div>
      )}
      {expired && (
        <div className="order-card__deadline">
          支付已超时，订单即将关闭
          <button type="button" className="op-link" onClick={refresh}>
            刷新
          </button>
        </div>
      )}
      {hasActions && (
        <footer className="order-card__actions">
          {showLogistics && (
            <Button
              size="small"
              shape="rounded"
              className="op-btn-ghost"
              onClick={() => void navigate(`/m-shop/user-logistics-new2?orderId=${order.id}`)}
            >
              查看物流
            </Button>
          )}
          {display.actions.cancel && !expired && (
            <Button
              size="small"
              shape="rounded"
              className="op-btn-ghost"
              loading={cancel.isPending}
              onClick={() => void onCancel()}
            >
              取消订单
            </Button>
          )}
          {display.actions.confirmReceipt && (
            <Button
              size="small"
              shape="rounded"
              className="op-btn-red"
              loading={receipt.isPending}
              onClick={() => void onReceipt()}
            >
              确认收货
            </Button>
          )}
          {display.actions.shareGroup && order.orderGroupVO && (
            <Button size="small" shape="rounded" className="op-btn" onClick={() => shareGroup(order)}>
              邀请拼团
            </Button>
          )}
          {display.actions.continuePay && !expired && (
            <Button size="small" shape="rounded" className="op-btn" loading={pay.isPending} onClick={onPay}>
              继续支付
            </Button>
          )}
        </footer>
      )}
    </article>
  );
}
