import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import {
  POINTS_EARN_RULE_CODES,
  POINTS_EXCHANGE_MAX_QUANTITY,
  POINTS_EXCHANGE_STATUSES,
  POINTS_GOODS_KINDS,
  POINTS_MESSAGES,
  POINTS_RULE_CODES,
} from '../points-rules';
import { idParam, optionalText, requiredText, safeString } from './fields';
import { layoutBannerSchema, pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * 盐值 (points) and the points mall (/yanzhi): the balance and ledger, the goods, exchanges (one transaction:
 * points spent, stock taken, order made; idempotent on the client's Idempotency-Key), their records; the console's
 * goods, exchange orders, earning rules and manual adjustments (admins).
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** The balance and what expires next (the end of next calendar year in China for each grant). */
export const pointsSummarySchema = z.object({
  balance: z.number().int(),
  /** Points earned so far in total (for the mall's header). */
  earnedTotal: z.number().int(),
  /** The next expiry: how many points and when (ISO); null when nothing is due. */
  expiring: z.object({ amount: z.number().int(), at: z.string() }).nullable(),
});
export type PointsSummary = z.infer<typeof pointsSummarySchema>;

/** One ledger row as the pupil reads it (明细). */
export const pointsLedgerEntrySchema = z.object({
  id: z.number().int(),
  /** + earned / − spent. */
  amount: z.number().int(),
  ruleCode: z.string(),
  /** The rule in words (points-rules pointsRuleName). */
  ruleName: z.string(),
  balanceAfter: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type PointsLedgerEntry = z.infer<typeof pointsLedgerEntrySchema>;
export const pointsLedgerPageSchema = pageOf(pointsLedgerEntrySchema);

/** 明细 filters: all, earned (+), spent (−); and one rule (类型, e.g. 浏览公众号 or 兑换商品). */
export const pointsLedgerQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  direction: z.preprocess(blankToUndefined, z.enum(['in', 'out'], { error: SERVER_MESSAGES.badRequest }).optional()),
  rule: z.preprocess(blankToUndefined, z.enum(POINTS_RULE_CODES, { error: SERVER_MESSAGES.badRequest }).optional()),
});
export type PointsLedgerQuery = z.infer<typeof pointsLedgerQuerySchema>;

export const pointsGoodsKindSchema = z.enum(POINTS_GOODS_KINDS);

/** A mall item as the pupil sees it. */
export const pointsGoodsSchema = z.object({
  id: z.number().int(),
  kind: pointsGoodsKindSchema,
  title: z.string(),
  subtitle: z.string(),
  coverUrl: z.string().nullable(),
  /** Category shown as a tab on the index (e.g. 文具, 图书, 优惠券, 课程). */
  category: z.string(),
  pointsCost: z.number().int(),
  /** Left in stock. */
  stock: z.number().int(),
  /** Exchanged so far (the hot list sorts by it). */
  exchanged: z.number().int(),
  hot: z.boolean(),
  /** Plain text, paragraphs separated by blank lines. */
  description: z.string(),
  /** A coupon item: the coupon it issues (name and amount off, fen). */
  coupon: z.object({ name: z.string(), amountFen: z.number().int(), thresholdFen: z.number().int() }).nullable(),
});
export type PointsGoods = z.infer<typeof pointsGoodsSchema>;
export const pointsGoodsPageSchema = pageOf(pointsGoodsSchema);

export const pointsGoodsQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  category: z.preprocess(blankToUndefined, optionalText(20).optional()),
  /** 'hot': by exchanges, most first (hotGoods). */
  sort: z.preprocess(blankToUndefined, z.enum(['hot'], { error: SERVER_MESSAGES.badRequest }).optional()),
});
export type PointsGoodsQuery = z.infer<typeof pointsGoodsQuerySchema>;

/**
 * The index: the banners staff placed on the mall (console 首页轮播, placement 'points-mall'; the shape of the shop
 * home's, each opening its goods), categories in display order. No banners: the page shows its own campaign card.
 */
export const pointsMallHomeSchema = z.object({
  banners: z.array(layoutBannerSchema),
  categories: z.array(z.string()),
});
export type PointsMallHome = z.infer<typeof pointsMallHomeSchema>;

/** 兑换: one item, a quantity, an address for posted goods. Send an Idempotency-Key header. */
export const pointsExchangeRequestSchema = z.object({
  goodsId: idParam,
  quantity: z.coerce
    .number({ error: POINTS_MESSAGES.quantity })
    .int({ error: POINTS_MESSAGES.quantity })
    .min(1, { error: POINTS_MESSAGES.quantity })
    .max(POINTS_EXCHANGE_MAX_QUANTITY, { error: POINTS_MESSAGES.quantity })
    .default(1),
  addressId: idParam.optional(),
  remark: optionalText(200).optional(),
});
export type PointsExchangeRequest = z.infer<typeof pointsExchangeRequestSchema>;

export const pointsExchangeStatusSchema = z.enum(POINTS_EXCHANGE_STATUSES);

/** An exchange order (兑换记录 / 兑换详情). */
export const pointsExchangeSchema = z.object({
  id: z.number().int(),
  exchangeNo: z.string(),
  goodsId: z.number().int(),
  kind: pointsGoodsKindSchema,
  title: z.string(),
  coverUrl: z.string().nullable(),
  quantity: z.number().int(),
  pointsCost: z.number().int(),
  /** pointsCost × quantity. */
  pointsTotal: z.number().int(),
  status: pointsExchangeStatusSchema,
  statusText: z.string(),
  /** Posted goods: the receiver snapshot. */
  address: z
    .object({ receiverName: z.string(), mobile: z.string(), region: z.string(), detail: z.string() })
    .nullable(),
  logistics: z.object({ company: z.string(), trackingNo: z.string() }).nullable(),
  /** A coupon item: the coupon issued (its id in 我的优惠券). */
  couponUserId: z.number().int().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  canCancel: z.boolean(),
});
export type PointsExchange = z.infer<typeof pointsExchangeSchema>;
export const pointsExchangePageSchema = pageOf(pointsExchangeSchema);
export const pointsExchangeQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  status: z.preprocess(blankToUndefined, pointsExchangeStatusSchema.optional()),
});
export type PointsExchangeQuery = z.infer<typeof pointsExchangeQuerySchema>;

export const pointsIdParamsSchema = z.object({ id: idParam });

/** The earning rules (rule page, console): amount and daily cap (0 = no cap), on or off. */
export const pointsRuleSchema = z.object({
  code: z.enum(POINTS_EARN_RULE_CODES),
  name: z.string(),
  amount: z.number().int(),
  dailyCap: z.number().int(),
  enabled: z.boolean(),
});
export type PointsRule = z.infer<typeof pointsRuleSchema>;
export const pointsRuleListSchema = z.array(pointsRuleSchema);

// ---- console (admins) ----

export const consolePointsRuleUpdateSchema = z.object({
  amount: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(0).max(100_000),
  dailyCap: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(0).max(1000),
  enabled: z.boolean(),
});
export const pointsRuleParamsSchema = z.object({ code: z.enum(POINTS_EARN_RULE_CODES) });

/** A manual adjustment (±), with the reason the pupil sees; audited. */
export const consolePointsAdjustSchema = z.object({
  userId: idParam,
  amount: z.coerce
    .number({ error: SERVER_MESSAGES.badRequest })
    .int({ error: SERVER_MESSAGES.badRequest })
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0, { error: POINTS_MESSAGES.adjustZero }),
  reason: safeString(POINTS_MESSAGES.adjustReason)
    .trim()
    .min(1, { error: POINTS_MESSAGES.adjustReason })
    .max(200, { error: SERVER_MESSAGES.textTooLong }),
});
export type ConsolePointsAdjust = z.infer<typeof consolePointsAdjustSchema>;

/** What an adjustment leaves: the user's balance after it. */
export const consolePointsAdjustResultSchema = z.object({ balance: z.number().int() });

/** A mall item as staff edit it. */
export const consolePointsGoodsFormSchema = z.object({
  kind: pointsGoodsKindSchema,
  title: requiredText(60),
  subtitle: optionalText(100).default(''),
  coverUrl: optionalText(500).nullable().default(null),
  category: requiredText(20),
  pointsCost: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(1).max(10_000_000),
  stock: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().min(0).max(1_000_000),
  hot: z.boolean().default(false),
  onShelf: z.boolean().default(true),
  description: optionalText(5000).default(''),
  /** Required for a coupon item: the coupon template it issues. */
  couponTemplateId: idParam.nullable().default(null),
});
export type ConsolePointsGoodsForm = z.infer<typeof consolePointsGoodsFormSchema>;

/** An edit (上架/下架 too) at the version read: a stale save is refused (数据已被他人修改). */
export const consolePointsGoodsUpdateSchema = consolePointsGoodsFormSchema.extend({
  version: z
    .number({ error: SERVER_MESSAGES.badRequest })
    .int({ error: SERVER_MESSAGES.badRequest })
    .positive({ error: SERVER_MESSAGES.badRequest }),
});
export type ConsolePointsGoodsUpdate = z.infer<typeof consolePointsGoodsUpdateSchema>;

export const consolePointsGoodsSchema = pointsGoodsSchema.extend({
  onShelf: z.boolean(),
  couponTemplateId: z.number().int().nullable(),
  sort: z.number().int(),
  version: z.number().int(),
});
export type ConsolePointsGoods = z.infer<typeof consolePointsGoodsSchema>;
export const consolePointsGoodsPageSchema = pageOf(consolePointsGoodsSchema);

export const consolePointsExchangeSchema = pointsExchangeSchema.extend({
  userId: z.number().int(),
  pupilName: z.string(),
  pupilMobile: z.string().nullable(),
});
export type ConsolePointsExchange = z.infer<typeof consolePointsExchangeSchema>;
export const consolePointsExchangePageSchema = pageOf(consolePointsExchangeSchema);
/** 兑换订单: by status; `keyword` finds an exchange number or the pupil's mobile. */
export const consolePointsExchangeQuerySchema = pointsExchangeQuerySchema.extend({
  keyword: z.preprocess(blankToUndefined, optionalText(32).optional()),
});
export type ConsolePointsExchangeQuery = z.infer<typeof consolePointsExchangeQuerySchema>;

export const consolePointsShipSchema = z.object({
  company: requiredText(40),
  trackingNo: requiredText(40),
});
export type ConsolePointsShip = z.infer<typeof consolePointsShipSchema>;
