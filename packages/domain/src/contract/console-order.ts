import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { ORDER_DISPLAY_TEXT, ORDER_STATUS, type OrderDisplayKey, type OrderStatus } from '../order-display-status';
import { consoleDayField } from './console-audit';
import { optionalText } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * The console's orders (admins): search, one order with its money trail, ship, export. The status filter is the
 * order's display status (what the pupil's order page shows), not the raw column.
 */
export const CONSOLE_ORDER_STATUS_KEYS = [
  'pendingPayment',
  'paymentFailed',
  'groupForming',
  'toDeliver',
  'partlyDelivered',
  'paid',
  'toReceive',
  'completed',
  'closedTimeout',
  'closedCancel',
  'refunded',
] as const satisfies readonly OrderDisplayKey[];
export type ConsoleOrderStatusKey = (typeof CONSOLE_ORDER_STATUS_KEYS)[number];

/**
 * The raw statuses each display status can come from (order-display-status.ts displayKeyOf): the search narrows
 * by the raw column first, which the (status, created_at) index serves, then the display rule decides.
 */
export const CONSOLE_ORDER_RAW_STATUSES: Record<ConsoleOrderStatusKey, OrderStatus[]> = {
  pendingPayment: [ORDER_STATUS.pendingPayment],
  paymentFailed: [ORDER_STATUS.pendingPayment],
  groupForming: [ORDER_STATUS.paid, ORDER_STATUS.completed],
  toDeliver: [ORDER_STATUS.paid],
  partlyDelivered: [ORDER_STATUS.paid],
  paid: [ORDER_STATUS.paid],
  toReceive: [ORDER_STATUS.shipped],
  completed: [ORDER_STATUS.completed],
  closedTimeout: [ORDER_STATUS.closed],
  closedCancel: [ORDER_STATUS.closed],
  refunded: [ORDER_STATUS.closed],
};

/** The status select's choices, in the order a back office works through them. */
export const CONSOLE_ORDER_STATUS_OPTIONS = CONSOLE_ORDER_STATUS_KEYS.map((key) => ({
  value: key,
  label: ORDER_DISPLAY_TEXT[key],
}));

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The filters the list and the export share. */
const orderFilterShape = {
  /** An order number, or its beginning. */
  orderNo: z.preprocess(
    blankToUndefined,
    z
      .string({ error: SERVER_MESSAGES.badRequest })
      .trim()
      .regex(/^[A-Za-z0-9]{1,32}$/, { error: SERVER_MESSAGES.badRequest })
      .optional(),
  ),
  /** The buyer's mobile, or its beginning (digits). */
  mobile: z.preprocess(
    blankToUndefined,
    z
      .string({ error: SERVER_MESSAGES.badRequest })
      .trim()
      .regex(/^\d{1,11}$/, { error: SERVER_MESSAGES.badRequest })
      .optional(),
  ),
  /** Part of a goods title or class name on the order. */
  goods: z.preprocess(blankToUndefined, optionalText(50).optional()),
  status: z.preprocess(blankToUndefined, z.enum(CONSOLE_ORDER_STATUS_KEYS).optional()),
  /** First and last day the order was placed (inclusive, Asia/Shanghai). */
  from: z.preprocess(blankToUndefined, consoleDayField.optional()),
  to: z.preprocess(blankToUndefined, consoleDayField.optional()),
  sort: z.preprocess(blankToUndefined, z.enum(['createdDesc', 'createdAsc']).default('createdDesc')),
};
const fromBeforeTo = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

export const consoleOrderExportQuerySchema = z
  .object(orderFilterShape)
  .refine(fromBeforeTo, { error: SERVER_MESSAGES.badRequest });
export type ConsoleOrderFilters = z.infer<typeof consoleOrderExportQuerySchema>;

export const consoleOrderQuerySchema = z
  .object({ current: pageCurrentField, size: pageSizeField, ...orderFilterShape })
  .refine(fromBeforeTo, { error: SERVER_MESSAGES.badRequest });
export type ConsoleOrderQuery = z.input<typeof consoleOrderQuerySchema>;

const displaySchema = z.object({ key: z.string(), text: z.string() });
const buyerSchema = z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() });

export const consoleOrderRowSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** ISO instant. */
  createdAt: z.string(),
  buyer: buyerSchema,
  /** Goods titles on the order, joined with '、'. */
  goods: z.string(),
  payFen: z.number().int(),
  status: z.string(),
  display: displaySchema,
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRowSchema>;
export const consoleOrderPageSchema = pageOf(consoleOrderRowSchema);
export type ConsoleOrderPage = z.infer<typeof consoleOrderPageSchema>;

export const consoleOrderDetailSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.string(),
  display: displaySchema,
  payType: z.string().nullable(),
  closeReason: z.string().nullable(),
  deliveryStatus: z.string(),
  needLogistics: z.boolean(),
  totalFen: z.number().int(),
  couponFen: z.number().int(),
  promotionFen: z.number().int(),
  payFen: z.number().int(),
  remark: z.string().nullable(),
  address: z
    .object({
      receiverName: z.string().optional(),
      mobile: z.string().optional(),
      province: z.string().optional(),
      city: z.string().optional(),
      district: z.string().optional(),
      detail: z.string().optional(),
    })
    .nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  groupId: z.number().int().nullable(),
  buyer: buyerSchema,
  items: z.array(
    z.object({
      id: z.number().int(),
      spuId: z.number().int(),
      skuId: z.number().int(),
      title: z.string(),
      skuName: z.string(),
      priceFen: z.number().int(),
      quantity: z.number().int(),
      needLogistics: z.boolean(),
      shipped: z.boolean(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      outTradeNo: z.string(),
      provider: z.string(),
      channel: z.string(),
      amountFen: z.number().int(),
      status: z.string(),
      transactionId: z.string().nullable(),
      paidAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      outTradeNo: z.string().nullable(),
      verified: z.boolean(),
      outcome: z.string(),
      sourceIp: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.number().int(),
      outRefundNo: z.string(),
      paymentId: z.number().int(),
      amountFen: z.number().int(),
      reason: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  deliveries: z.array(
    z.object({
      id: z.number().int(),
      expressCompany: z.string(),
      trackingNo: z.string(),
      itemIds: z.array(z.number().int()),
      shippedAt: z.string(),
    }),
  ),
});
export type ConsoleOrderDetail = z.infer<typeof consoleOrderDetailSchema>;

/** Integer fen as yuan with two decimals ('12.30'), for the table and the CSV alike. */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
