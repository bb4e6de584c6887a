/**
 * Order display status (spec section 4): what an order page shows for a raw order, and which actions it offers.
 *
 * Raw order fields, as the order module stores them:
 * - status: '0' 待付款 (created, unpaid) · '1' 已付款 (paid) · '2' 已发货 (shipped) · '3' 已完成 (completed)
 *   · '5' 已关闭 (closed). ('4' is left free for the refund flow of a later issue.)
 * - payType: the payment channel ('wechat', 'alipay', 'dev', ...) or 'failed' after a failed payment attempt.
 * - closeReason (status '5'): 'timeout' unpaid too long · 'cancel' cancelled by the buyer · 'refund' (or anything
 *   else) refunded.
 * - deliveryStatus: 'none' · 'partial' (some parcels sent) · 'all'.
 * - orderGroupVO.status: '0' forming · '1' complete · '2' failed; number = members joined, memberNum = group size.
 */
export const ORDER_STATUS = {
  pendingPayment: '0',
  paid: '1',
  shipped: '2',
  completed: '3',
  closed: '5',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const PAY_TYPE_FAILED = 'failed';
export const CLOSE_REASON = { timeout: 'timeout', cancel: 'cancel', refund: 'refund' } as const;
export const DELIVERY_STATUS = { none: 'none', partial: 'partial', all: 'all' } as const;
export const GROUP_STATUS = { forming: '0', complete: '1', failed: '2' } as const;

export interface OrderGroupInfo {
  status: string;
  /** Members joined so far. */
  number: number;
  /** Members the group needs. */
  memberNum: number;
}

export interface OrderStatusInput {
  status: string;
  payType?: string | null;
  closeReason?: string | null;
  deliveryStatus?: string | null;
  needLogistics?: boolean | null;
  orderGroupVO?: OrderGroupInfo | null;
}

export type OrderDisplayKey =
  | 'pendingPayment'
  | 'paymentFailed'
  | 'closedTimeout'
  | 'closedCancel'
  | 'refunded'
  | 'partlyDelivered'
  | 'groupForming'
  | 'toDeliver'
  | 'paid'
  | 'completed'
  | 'toReceive'
  | 'unknown';

export const ORDER_DISPLAY_TEXT: Record<OrderDisplayKey, string> = {
  pendingPayment: '待付款',
  paymentFailed: '支付失败',
  closedTimeout: '超时关闭',
  closedCancel: '取消订单',
  refunded: '已退款',
  partlyDelivered: '部分发货',
  groupForming: '待拼团',
  toDeliver: '待发货',
  paid: '已付款',
  completed: '已完成',
  toReceive: '待收货',
  unknown: '未知状态',
};

export interface OrderActions {
  /** 取消订单: unpaid orders only. */
  cancel: boolean;
  /** 继续支付: unpaid orders only (also after a failed attempt). */
  continuePay: boolean;
  /** 确认收货: shipped orders. */
  confirmReceipt: boolean;
  /** 邀请拼团: a paid order whose group is still forming. */
  shareGroup: boolean;
}

export interface OrderDisplay {
  key: OrderDisplayKey;
  text: string;
  /** Members still needed while a group forms, else null. */
  missing: number | null;
  /** '还差N人' while a group forms, else null. */
  groupTip: string | null;
  actions: OrderActions;
}

export function isGroupForming(group: OrderGroupInfo | null | undefined): group is OrderGroupInfo {
  return Boolean(group && group.status === GROUP_STATUS.forming);
}

/** Members a forming group still needs (never negative). */
export function groupMissing(group: OrderGroupInfo): number {
  return Math.max(0, group.memberNum - group.number);
}

export function groupTipText(missing: number): string {
  return `还差${missing}人`;
}

function displayKeyOf(order: OrderStatusInput): OrderDisplayKey {
  const forming = isGroupForming(order.orderGroupVO);
  switch (order.status) {
    case ORDER_STATUS.pendingPayment:
      return order.payType === PAY_TYPE_FAILED ? 'paymentFailed' : 'pendingPayment';
    case ORDER_STATUS.closed:
      if (order.closeReason === CLOSE_REASON.timeout) return 'closedTimeout';
      if (order.closeReason === CLOSE_REASON.cancel) return 'closedCancel';
      return 'refunded';
    case ORDER_STATUS.paid:
      if (order.deliveryStatus === DELIVERY_STATUS.partial) return 'partlyDelivered';
      if (forming) return 'groupForming';
      if (order.needLogistics) return 'toDeliver';
      return 'paid';
    case ORDER_STATUS.completed:
      return forming && !order.needLogistics ? 'groupForming' : 'completed';
    case ORDER_STATUS.shipped:
      return 'toReceive';
    default:
      return 'unknown';
  }
}

/** The status text, the group tip and the allowed actions for one order. */
export function orderDisplayStatus(order: OrderStatusInput): OrderDisplay {
  const key = displayKeyOf(order);
  const pending = order.status === ORDER_STATUS.pendingPayment;
  const forming = isGroupForming(order.orderGroupVO);
  const groupShown = key === 'groupForming' && forming;
  const missing = groupShown ? groupMissing(order.orderGroupVO!) : null;
  return {
    key,
    text: ORDER_DISPLAY_TEXT[key],
    missing,
    groupTip: missing === null ? null : groupTipText(missing),
    actions: {
      cancel: pending,
      continuePay: pending,
      confirmReceipt: order.status === ORDER_STATUS.shipped,
      shareGroup: forming && (order.status === ORDER_STATUS.paid || order.status === ORDER_STATUS.completed),
    },
  };
}

/** Tabs of the order list (/m-shop/userOrderNew); each display key belongs to exactly one tab besides 全部. */
export const ORDER_TABS = [
  { key: 'all', text: '全部' },
  { key: 'unpaid', text: '待付款' },
  { key: 'group', text: '待拼团' },
  { key: 'toDeliver', text: '待发货' },
  { key: 'toReceive', text: '待收货' },
  { key: 'done', text: '已完成' },
  { key: 'closed', text: '已关闭' },
] as const;
export type OrderTabKey = (typeof ORDER_TABS)[number]['key'];

const TAB_OF: Record<OrderDisplayKey, Exclude<OrderTabKey, 'all'> | null> = {
  pendingPayment: 'unpaid',
  paymentFailed: 'unpaid',
  groupForming: 'group',
  partlyDelivered: 'toDeliver',
  toDeliver: 'toDeliver',
  toReceive: 'toReceive',
  paid: 'done',
  completed: 'done',
  closedTimeout: 'closed',
  closedCancel: 'closed',
  refunded: 'closed',
  unknown: null,
};

export function orderTabOf(key: OrderDisplayKey): Exclude<OrderTabKey, 'all'> | null {
  return TAB_OF[key];
}

/**
 * The raw statuses whose orders can show in each tab: a list query narrows by these first (an index on status
 * serves it), then checks the display rule itself. The domain test checks them against every status combination.
 */
export const ORDER_TAB_STATUSES: Record<Exclude<OrderTabKey, 'all'>, OrderStatus[]> = {
  unpaid: [ORDER_STATUS.pendingPayment],
  group: [ORDER_STATUS.paid, ORDER_STATUS.completed],
  toDeliver: [ORDER_STATUS.paid],
  toReceive: [ORDER_STATUS.shipped],
  done: [ORDER_STATUS.paid, ORDER_STATUS.completed],
  closed: [ORDER_STATUS.closed],
};
