import { CHINA_OFFSET_MS } from './server-time';

/**
 * 盐值 (points): every grant and spend is a ledger row (rule, source, amount, balance after); the balance never goes
 * below zero. Earning rules are kept by staff (amount, daily cap, on/off); these are their codes and the defaults
 * a new database starts with. A grant is idempotent on (rule, source): a retried event never pays twice.
 */
export const POINTS_EARN_RULES = {
  viewWechatPub: { name: '浏览公众号', amount: 5, dailyCap: 1 },
  viewOfficialWebsites: { name: '访问官网', amount: 5, dailyCap: 1 },
  homeworkOnTime: { name: '按时提交作业', amount: 10, dailyCap: 5 },
  examPassed: { name: '结课考试及格', amount: 50, dailyCap: 3 },
  liveAttended: { name: '参加直播课', amount: 10, dailyCap: 5 },
  /** Per whole yuan paid (amount = points per yuan). */
  purchase: { name: '购课奖励', amount: 1, dailyCap: 0 },
  referral: { name: '推荐好友', amount: 200, dailyCap: 0 },
} as const;
export type PointsEarnRule = keyof typeof POINTS_EARN_RULES;
export const POINTS_EARN_RULE_CODES = Object.keys(POINTS_EARN_RULES) as [PointsEarnRule, ...PointsEarnRule[]];

/** Rows that are not earned: spending in the mall, a cancelled exchange's refund, staff adjustments, expiry. */
export const POINTS_OTHER_RULES = {
  exchange: '兑换商品',
  exchangeCancel: '取消兑换退回',
  adjust: '人工调整',
  expire: '盐值过期',
  purchaseRefund: '退费扣回',
  referralRevoke: '推荐奖励撤回',
} as const;
export type PointsOtherRule = keyof typeof POINTS_OTHER_RULES;
export type PointsRuleCode = PointsEarnRule | PointsOtherRule;
/** Every rule a ledger row can carry (明细's 类型 filter), earning rules first. */
export const POINTS_RULE_CODES = [
  ...POINTS_EARN_RULE_CODES,
  ...(Object.keys(POINTS_OTHER_RULES) as PointsOtherRule[]),
] as [PointsRuleCode, ...PointsRuleCode[]];

/** A ledger row's rule in words (an unknown code, e.g. one retired, shows as itself). */
export function pointsRuleName(code: string): string {
  if (code in POINTS_EARN_RULES) return POINTS_EARN_RULES[code as PointsEarnRule].name;
  if (code in POINTS_OTHER_RULES) return POINTS_OTHER_RULES[code as PointsOtherRule];
  return code;
}

/**
 * When points granted at `grantedAt` expire: the end of the next calendar year in China (UTC+8), i.e. the instant
 * 1 January of the year after next begins there. Points granted any time in 2026 expire at 2028-01-01T00:00+08:00.
 */
export function pointsExpiryOf(grantedAt: Date): Date {
  const chinaYear = new Date(grantedAt.getTime() + CHINA_OFFSET_MS).getUTCFullYear();
  return new Date(Date.UTC(chinaYear + 2, 0, 1) - CHINA_OFFSET_MS);
}

/**
 * What expires at an expiry instant, spending oldest points first: the balance less the points granted since that
 * still expire later (`laterGrants`); nothing when the pupil has spent into the later grants.
 */
export const expiringPoints = (balance: number, laterGrants: number): number => Math.max(0, balance - laterGrants);

/** Points for a paid order: `perYuan` per whole yuan paid (fen are not rounded up). */
export const purchasePoints = (payFen: number, perYuan: number): number =>
  Math.max(0, Math.floor(Math.max(0, payFen) / 100) * Math.max(0, perYuan));

/**
 * What a refund takes back of a purchase's points: the same share of them as the refund is of the payment, at most
 * what the pupil still has; the rest is recorded as a shortfall (the balance may not go negative).
 */
export function pointsTakenBack(
  granted: number,
  refundFen: number,
  paidFen: number,
  balance: number,
): { taken: number; shortfall: number } {
  if (granted <= 0 || paidFen <= 0 || refundFen <= 0) return { taken: 0, shortfall: 0 };
  const owed = Math.min(granted, Math.floor((granted * Math.min(refundFen, paidFen)) / paidFen));
  const taken = Math.min(owed, Math.max(0, balance));
  return { taken, shortfall: owed - taken };
}

/** A class-completion exam (结课考试) counts as passed at this share of its points, once fully marked. */
export const EXAM_PASS_PERCENT = 60;
export const examPassed = (r: { earned: number; possible: number; pending: number }): boolean =>
  r.pending === 0 && r.possible > 0 && r.earned * 100 >= r.possible * EXAM_PASS_PERCENT;

/** Mall goods: posted items (address, shipping), a coupon issued on exchange, or a virtual item (e.g. recordings). */
export const POINTS_GOODS_KINDS = ['physical', 'coupon', 'virtual'] as const;
export type PointsGoodsKind = (typeof POINTS_GOODS_KINDS)[number];
export const POINTS_GOODS_KIND_LABELS: Readonly<Record<PointsGoodsKind, string>> = {
  physical: '实物',
  coupon: '优惠券',
  virtual: '虚拟商品',
};

/**
 * An exchange order: physical goods wait for shipment (待发货 → 已发货 → 已完成); coupons and virtual goods are
 * delivered at once (已完成). Cancelling is possible before shipment and returns points and stock (已取消).
 */
export const POINTS_EXCHANGE_STATUSES = ['toShip', 'shipped', 'completed', 'cancelled'] as const;
export type PointsExchangeStatus = (typeof POINTS_EXCHANGE_STATUSES)[number];
export const POINTS_EXCHANGE_STATUS_LABELS: Readonly<Record<PointsExchangeStatus, string>> = {
  toShip: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};
export const exchangeCancellable = (status: PointsExchangeStatus): boolean => status === 'toShip';

/** At most this many of one item per exchange. */
export const POINTS_EXCHANGE_MAX_QUANTITY = 5;

export const POINTS_MESSAGES = {
  notEnough: '盐值不足',
  soldOut: '商品已兑完',
  offShelf: '商品已下架',
  goodsNotFound: '商品不存在',
  exchangeNotFound: '兑换记录不存在',
  notCancellable: '已发货的兑换不能取消',
  notShipped: '兑换尚未发货',
  notShippable: '该兑换不是待发货状态',
  couponRequired: '请选择兑换的优惠券',
  addressRequired: '请选择收货地址',
  quantity: `每次最多兑换${POINTS_EXCHANGE_MAX_QUANTITY}件`,
  adjustReason: '请填写调整原因',
  adjustZero: '调整数量不能为0',
} as const;
