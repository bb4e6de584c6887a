import { z } from 'zod';
import { ORDER_MESSAGES } from '../order-messages';
import { SERVER_MESSAGES } from '../messages';
import { idParam, optionalText, safeString } from './fields';
import { FIELD_ERRORS, ORDER_ERRORS } from '../errors';
import { idListField, pageOf } from './shop';
import { ORDER_TABS, type OrderTabKey } from '../order-display-status';

const itemSchema = z.object({
  skuId: idParam,
  quantity: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(1).default(1),
});

export const createOrderRequestSchema = z.object({
  items: z
    .array(itemSchema, { error: ORDER_MESSAGES.itemsRequired })
    .min(1, { error: ORDER_MESSAGES.itemsRequired })
    .max(20),
  couponUserId: idParam.optional(),
  addressId: idParam.optional(),
  /** Join this forming group (a group sku, one item). */
  groupId: idParam.optional(),
  /** Start a new group on the group sku (one item). */
  startGroup: z.boolean({ error: SERVER_MESSAGES.badRequest }).optional(),
  remark: optionalText(200).optional(),
  /** Remove the bought skus from the cart. */
  fromCart: z.boolean({ error: SERVER_MESSAGES.badRequest }).optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

export const orderAddressSchema = z.object({
  receiverName: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
});

export const orderGroupSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  number: z.number().int(),
  memberNum: z.number().int(),
  expiresAt: z.string(),
});

export const orderDisplaySchema = z.object({
  key: z.string(),
  text: z.string(),
  missing: z.number().int().nullable(),
  groupTip: z.string().nullable(),
  actions: z.object({
    cancel: z.boolean(),
    continuePay: z.boolean(),
    confirmReceipt: z.boolean(),
    shareGroup: z.boolean(),
  }),
});

export const orderItemViewSchema = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  spuId: z.number().int(),
  title: z.string(),
  skuName: z.string(),
  coverUrl: z.string().nullable(),
  priceFen: z.number().int(),
  quantity: z.number().int(),
  needLogistics: z.boolean(),
  shipped: z.boolean(),
});

export const orderViewSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** 'supplement': the 补差价 of a 调班 (refunded with the moved class, never on its own). */
  kind: z.enum(['purchase', 'supplement']),
  status: z.string(),
  payType: z.string().nullable(),
  closeReason: z.string().nullable(),
  deliveryStatus: z.string(),
  needLogistics: z.boolean(),
  totalFen: z.number().int(),
  couponFen: z.number().int(),
  promotionFen: z.number().int(),
  payFen: z.number().int(),
  remark: z.string().nullable(),
  payDeadline: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(orderItemViewSchema),
  address: orderAddressSchema.nullable(),
  orderGroupVO: orderGroupSchema.nullable(),
  display: orderDisplaySchema,
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const ORDER_TAB_KEYS = ORDER_TABS.map((t) => t.key) as [OrderTabKey, ...OrderTabKey[]];

export const myOrdersQuerySchema = z.object({
  tab: z.enum(ORDER_TAB_KEYS, { error: SERVER_MESSAGES.badRequest }).default('all'),
  current: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(10_000).default(1),
  size: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(50).default(10),
});

export const myOrdersPageSchema = pageOf(orderViewSchema);
export type MyOrdersPage = z.infer<typeof myOrdersPageSchema>;

export const orderIdQuerySchema = z.object({ orderId: idParam });

/** What the payment page polls: the order's status and what to show for it. */
export const orderStatusSchema = orderViewSchema.pick({
  id: true,
  status: true,
  payType: true,
  closeReason: true,
  display: true,
});
export type OrderStatusView = z.infer<typeof orderStatusSchema>;

/** One parcel of an order's materials with its tracking events. */
export const expressParcelSchema = z.object({
  id: z.number().int(),
  expressCompany: z.string(),
  trackingNo: z.string(),
  itemIds: z.array(z.number().int()),
  traces: z.array(z.object({ time: z.string(), text: z.string() })),
  shippedAt: z.string(),
});
export type ExpressParcel = z.infer<typeof expressParcelSchema>;
export const expressListSchema = z.array(expressParcelSchema);

/** Staff: ship a paid order's materials as one parcel (all pending items unless itemIds). */
export const shipOrderRequestSchema = z.object({
  orderId: idParam,
  expressCompany: safeString().trim().min(1, { error: FIELD_ERRORS.required.msg }).max(32),
  trackingNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, { error: ORDER_ERRORS.expressNoInvalid.msg }),
  itemIds: z.array(idParam).max(50).optional(),
});
export type ShipOrderRequest = z.infer<typeof shipOrderRequestSchema>;

/** A group buy as its share page shows it: members' names masked, how many places are missing. */
export const groupViewSchema = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  spuId: z.number().int(),
  title: z.string(),
  groupPriceFen: z.number().int(),
  priceFen: z.number().int(),
  status: z.string(),
  number: z.number().int(),
  memberNum: z.number().int(),
  groupTip: z.string().nullable(),
  expiresAt: z.string(),
  members: z.array(z.object({ name: z.string(), avatar: z.string(), leader: z.boolean() })),
});
export type GroupView = z.infer<typeof groupViewSchema>;

/** Which of a goods' classes (spuId) or of some classes (skuIds, e.g. checkout's) the caller already has. */
export const ownedSkusQuerySchema = z
  .object({ spuId: idParam.optional(), skuIds: idListField(20).optional() })
  .refine((q) => q.spuId !== undefined || q.skuIds !== undefined, { error: ORDER_MESSAGES.ownedQueryRequired });

/**
 * A class the caller holds a seat in (the seat the repeat-buy rule reads): bought (`paid`; `offeringId` is the class
 * to go to in the learning centre, null for goods without one) or ordered and not yet paid (`orderId` to pay).
 */
export const ownedSkuSchema = z.object({
  skuId: z.number().int(),
  orderId: z.number().int(),
  paid: z.boolean(),
  offeringId: z.number().int().nullable(),
});
export type OwnedSku = z.infer<typeof ownedSkuSchema>;
export const ownedSkuListSchema = z.array(ownedSkuSchema);

export const PAYMENT_CHANNELS = [
  'dev',
  'wechat_jsapi',
  'wechat_h5',
  'wechat_native',
  'alipay_page',
  'alipay_wap',
] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export const payOrderRequestSchema = z.object({
  orderId: idParam,
  channel: z.enum(PAYMENT_CHANNELS, { error: ORDER_MESSAGES.channelUnavailable }).default('dev'),
  openId: safeString().max(128).optional(),
});
/** What the web sends: channel may be left out (dev). */
export type PayOrderRequest = z.input<typeof payOrderRequestSchema>;

export const payOrderResponseSchema = z.object({
  orderId: z.number().int(),
  outTradeNo: z.string(),
  paid: z.boolean(),
  kind: z.enum(['redirect', 'qr', 'jsapi', 'form', 'none']),
  url: z.string().optional(),
  codeUrl: z.string().optional(),
  html: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});
export type PayOrderResponse = z.infer<typeof payOrderResponseSchema>;

/** Vendors that post payment notifications to `/shop/pay/notify/{provider}`. */
export const paymentProviderParamsSchema = z.object({ provider: z.enum(['dev', 'wechat', 'alipay']) });

/** The dev checkout page's signed token (blank shows the page's own error). */
export const devCheckoutQuerySchema = z.object({ token: safeString().max(4096).default('') });

export const reconciliationQuerySchema = z.object({
  current: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(10_000).default(1),
  size: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(100).default(20),
});

/** One thing reconciliation (or the sweep, or a cancel) found between a provider's books and ours, and what it did. */
export const reconciliationRecordSchema = z.object({
  id: z.number().int(),
  runId: z.number().int().nullable(),
  /** reconcile | sweep | cancel | pay */
  source: z.string(),
  paymentId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  outTradeNo: z.string(),
  provider: z.string(),
  /** paid_not_applied | amount_mismatch | paid_not_at_provider | no_payment_row | stale_open_trade | paid_on_closed_order */
  finding: z.string(),
  ourStatus: z.string().nullable(),
  orderStatus: z.string().nullable(),
  ourAmountFen: z.number().int().nullable(),
  providerState: z.string(),
  providerVendorState: z.string().nullable(),
  providerAmountFen: z.number().int().nullable(),
  /** applied | refunded | flagged | closed */
  action: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type ReconciliationRecord = z.infer<typeof reconciliationRecordSchema>;

export const reconciliationPageSchema = pageOf(reconciliationRecordSchema);
