import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_TABS, type OrderTabKey } from '@salt/domain';
import { orderKeys } from './api/keys';
import { useOrder } from './api/order-detail';
import { useOrderStatus } from './api/order-status';

/** After returning from payment, the order's status is asked this often, this many times. */
export const PAY_POLL_MS = 1500;
export const PAY_POLL_TIMES = 10;

const TAB_KEYS = new Set<string>(ORDER_TABS.map((t) => t.key));

/**
 * The order list's address: `?tab=` picks the status tab, `?orderId=` is the order the payer just came back from
 * (the payment provider returns here). Changing the tab replaces the address, so back leaves the list.
 */
export function useOrderListParams() {
  const [search, setSearch] = useSearchParams();
  const rawTab = search.get('tab') ?? 'all';
  const tab = (TAB_KEYS.has(rawTab) ? rawTab : 'all') as OrderTabKey;
  const idText = search.get('orderId');
  const orderId = idText && /^\d{1,10}$/.test(idText) ? Number(idText) : null;
  const setTab = (key: string) => {
    const next = new URLSearchParams(search);
    next.set('tab', key);
    setSearch(next, { replace: true });
  };
  return { tab, orderId, setTab };
}

/**
 * The order just paid for. The payment notification can reach the server a moment after the payer comes back, so
 * its status is polled briefly; the lists refresh once it changes. Answers null until both the order and its
 * status are known.
 */
export function usePaymentResult(orderId: number) {
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
  const sub = failed
    ? '可在下方继续支付'
    : waiting
      ? pollingDone
        ? '如已付款，请稍后刷新'
        : ''
      : closed
        ? ''
        : `当前状态：${status.data.display.text}`;
  const tone: 'ok' | 'bad' | 'wait' = failed || closed ? 'bad' : waiting ? 'wait' : 'ok';
  return { order: order.data, title, sub, tone, checking: waiting && !pollingDone };
}
