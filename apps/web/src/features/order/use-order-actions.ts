import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ORDER_STATUS, type OrderView } from '@salt/domain';
import { useCancelOrder } from './api/cancel-order';
import { useConfirmReceipt } from './api/confirm-receipt';
import { usePayOrder } from './api/pay-order';
import { orderKeys } from './api/keys';
import { followPayment, paymentChannel } from './payment-channel';
import { useTimeLeft } from './use-time-left';

/** Colour families for the server's display keys: only how a status looks, never which status it is. */
export const ORDER_TONE: Record<string, 'warn' | 'info' | 'done' | 'off'> = {
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

export interface ConfirmText {
  title: string;
  content: string;
  confirmText: string;
  cancelText: string;
}

/** The questions asked before an order changes, the same on every device. */
export const CANCEL_CONFIRM: ConfirmText = {
  title: '取消订单',
  content: '确定要取消该订单吗？取消后名额和优惠券将退回。',
  confirmText: '确定取消',
  cancelText: '再想想',
};
export const RECEIPT_CONFIRM: ConfirmText = {
  title: '确认收货',
  content: '请确认已收到全部资料，确认后订单将完成。',
  confirmText: '确认收货',
  cancelText: '取消',
};

/** How a page asks and tells: antd-mobile's Dialog and Toast on phones, antd's Modal and message on desktops. */
export interface OrderActionUi {
  confirm: (text: ConfirmText) => Promise<boolean>;
  done: (text: string) => void;
}

/**
 * What can be done with one order and doing it: cancel, continue paying (through the payment channel), confirm
 * receipt; the countdown to the payment deadline and, once it passes, a refresh (the sweep closes the order, so the
 * card shows 超时关闭 rather than a dead button). Shared by the phone's order card and the desktop order list.
 */
export function useOrderActions(order: OrderView, ui: OrderActionUi) {
  const { display } = order;
  const qc = useQueryClient();
  const cancel = useCancelOrder();
  const receipt = useConfirmReceipt();
  const pay = usePayOrder();
  const unpaid = display.actions.continuePay;
  const left = useTimeLeft(unpaid ? order.payDeadline : null);
  const expired = unpaid && left === 0;
  const refresh = useCallback(() => void qc.invalidateQueries({ queryKey: orderKeys.orders }), [qc]);

  const onCancel = async () => {
    if (!(await ui.confirm(CANCEL_CONFIRM))) return;
    cancel.mutate(order.id, { onSuccess: () => ui.done('订单已取消') });
  };
  const onPay = () => {
    pay.mutate({ orderId: order.id, ...paymentChannel() }, { onSuccess: (answer) => void followPayment(answer) });
  };
  const onReceipt = async () => {
    if (!(await ui.confirm(RECEIPT_CONFIRM))) return;
    receipt.mutate(order.id, { onSuccess: () => ui.done('已确认收货') });
  };

  const can = {
    cancel: display.actions.cancel && !expired,
    pay: display.actions.continuePay && !expired,
    receipt: display.actions.confirmReceipt,
    share: display.actions.shareGroup && !!order.orderGroupVO,
    logistics: order.needLogistics && order.deliveryStatus !== 'none',
    /**
     * 申请退费: a paid class order (not while its group is forming, not a 补差价 order: that is refunded with its
     * class); the refund pages say what each class returns.
     */
    refund:
      order.kind !== 'supplement' &&
      ([ORDER_STATUS.paid, ORDER_STATUS.shipped, ORDER_STATUS.completed] as string[]).includes(order.status) &&
      display.key !== 'groupForming',
  };

  return {
    tone: ORDER_TONE[display.key] ?? 'off',
    unpaid,
    left,
    expired,
    refresh,
    can,
    hasActions: Object.values(can).some(Boolean),
    onCancel,
    onPay,
    onReceipt,
    cancelling: cancel.isPending,
    paying: pay.isPending,
    receiving: receipt.isPending,
  };
}
