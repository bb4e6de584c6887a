import { fenToYuan } from './contract/console-order';

/**
 * 退费 (refunds) per order line, in integer fen. The agreement ("四、退费与调班") says: before the first session the
 * paid amount comes back in full; after it, in proportion to the sessions not yet held; posted materials are not
 * returned; a coupon is not returned (the refund is computed from what was actually paid). An order's paid amount
 * is one figure for all its lines, so it is spread over the lines by list price first.
 */

export interface RefundLineInput {
  /** The order line (shop_order_item id). */
  lineId: number;
  /** List price × quantity of the line, fen. */
  listFen: number;
  /** Sessions of the class (0 for a sku without sessions: nothing has started). */
  sessionsTotal: number;
  /** Sessions whose start time has passed at the moment of the computation. */
  sessionsStarted: number;
  /** Whether the line's materials were posted (shop_order_item.shipped). */
  materialsShipped: boolean;
  /** Listed price of the line's posted materials (shop_sku.material_price_fen × quantity), fen. */
  materialPriceFen: number;
  /**
   * What approved class changes (调班) moved since the purchase, fen: differences already refunded to a cheaper
   * class, and supplements (补差价) paid for a dearer one. The line holds its share less the one plus the other.
   */
  classChange?: { refundedFen: number; supplementFen: number } | undefined;
}

export type RefundStage = 'beforeStart' | 'midTerm' | 'finished';

export interface RefundComputation {
  lineId: number;
  /** The line's part of the order's paid amount. */
  paidShareFen: number;
  sessionsTotal: number;
  sessionsLeft: number;
  stage: RefundStage;
  /** Before materials: the full share, the pro-rata part, or 0. */
  baseFen: number;
  /** Materials taken off (at most the base: the refund never goes below 0). */
  materialDeductionFen: number;
  /** What the refund returns. */
  amountFen: number;
  refundable: boolean;
  /** Why not, in Chinese, when not refundable. */
  notRefundableReason: string | null;
  /** How it was computed, one Chinese sentence per step, for the pages. */
  steps: string[];
}

export const REFUND_NOT_REFUNDABLE_FINISHED = '最后一节课已开始，该班级不可退费';
export const REFUND_NOT_REFUNDABLE_ZERO = '扣除已寄出资料费用后无可退金额';

/**
 * Spreads `totalFen` over `weights` in proportion (largest remainder): each part is the floor of its exact share,
 * and the fen left over go one each to the parts with the largest remainders (earlier lines first on a tie), so the
 * parts always sum to `totalFen` exactly. All-zero weights spread evenly. BigInt because fen × fen can pass 2^53.
 */
export function spreadFen(totalFen: number, weights: number[]): number[] {
  if (weights.length === 0) return [];
  const ws = weights.some((w) => w > 0) ? weights.map((w) => BigInt(Math.max(0, w))) : weights.map(() => 1n);
  const sum = ws.reduce((a, b) => a + b, 0n);
  const total = BigInt(totalFen);
  const floors = ws.map((w) => (total * w) / sum);
  const remainders = ws.map((w, i) => ({ i, r: (total * w) % sum }));
  let left = Number(total - floors.reduce((a, b) => a + b, 0n));
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const parts = floors.map(Number);
  for (const { i } of remainders) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

const yuan = (fen: number) => `¥${fenToYuan(fen)}`;

/** The refund of one line whose paid share is known. */
export function computeLineRefund(orderShareFen: number, line: RefundLineInput): RefundComputation {
  const total = Math.max(0, line.sessionsTotal);
  const started = Math.min(Math.max(0, line.sessionsStarted), total);
  const left = total - started;
  const steps = [`本班实付分摊 ${yuan(orderShareFen)}（订单实付金额按标价比例分摊，优惠券不予退还）`];
  const paidShareFen = lineHoldsFen(orderShareFen, line.classChange);
  if (paidShareFen !== orderShareFen) steps.push(classChangeStep(line.classChange!, paidShareFen));
  let stage: RefundStage;
  let baseFen: number;
  if (started === 0) {
    stage = 'beforeStart';
    baseFen = paidShareFen;
    steps.push(`尚未开课，全额退还 ${yuan(baseFen)}`);
  } else if (left > 0) {
    stage = 'midTerm';
    baseFen = Number((BigInt(paidShareFen) * BigInt(left)) / BigInt(total));
    steps.push(`共 ${total} 节，已开始 ${started} 节，按未上 ${left} 节退还 ${yuan(baseFen)}（不足一分舍去）`);
  } else {
    stage = 'finished';
    baseFen = 0;
    steps.push(`共 ${total} 节，最后一节课已开始，不可退费`);
  }
  const materials = line.materialsShipped ? Math.max(0, line.materialPriceFen) : 0;
  const materialDeductionFen = Math.min(materials, baseFen);
  if (stage !== 'finished' && materials > 0) {
    steps.push(`扣除已寄出资料费用 ${yuan(materials)}${materials > baseFen ? `（扣至 ${yuan(0)} 为止）` : ''}`);
  }
  const amountFen = baseFen - materialDeductionFen;
  const refundable = amountFen > 0;
  const notRefundableReason = refundable
    ? null
    : stage === 'finished'
      ? REFUND_NOT_REFUNDABLE_FINISHED
      : REFUND_NOT_REFUNDABLE_ZERO;
  steps.push(`可退金额 ${yuan(amountFen)}`);
  return {
    lineId: line.lineId,
    paidShareFen,
    sessionsTotal: total,
    sessionsLeft: left,
    stage,
    baseFen,
    materialDeductionFen,
    amountFen,
    refundable,
    notRefundableReason,
    steps,
  };
}

/** The line's share after its class changes: less the differences refunded, plus the supplements paid (≥ 0). */
export function lineHoldsFen(orderShareFen: number, change: RefundLineInput['classChange']): number {
  if (!change) return orderShareFen;
  return Math.max(0, orderShareFen - Math.max(0, change.refundedFen) + Math.max(0, change.supplementFen));
}

function classChangeStep(change: NonNullable<RefundLineInput['classChange']>, holdsFen: number): string {
  const parts = [
    change.refundedFen > 0 ? `已退差价 ${yuan(change.refundedFen)}` : null,
    change.supplementFen > 0 ? `已补差价 ${yuan(change.supplementFen)}` : null,
  ].filter(Boolean);
  return `调班${parts.join('，')}，本班实付 ${yuan(holdsFen)}`;
}

/** Every line's refund of an order that paid `payFen` (after coupon and promotion) for these lines. */
export function computeOrderRefunds(payFen: number, lines: RefundLineInput[]): RefundComputation[] {
  const shares = spreadFen(
    payFen,
    lines.map((l) => l.listFen),
  );
  return lines.map((line, i) => computeLineRefund(shares[i]!, line));
}

/**
 * A line's refund across the payments that paid for it, in the order given (a moved class's 补差价 orders first,
 * the purchase last): each takes what it can still return, never more. Null when they cannot cover the amount.
 */
export function splitAcrossPayments(amountFen: number, capacitiesFen: number[]): number[] | null {
  let left = amountFen;
  const parts = capacitiesFen.map((cap) => {
    const take = Math.min(Math.max(0, cap), left);
    left -= take;
    return take;
  });
  return left === 0 ? parts : null;
}

/** Reasons a pupil picks when applying (the code is stored, the label shown). */
export const REFUND_REASONS = {
  schedule: '上课时间冲突',
  quality: '对课程内容不满意',
  teacher: '对老师不满意',
  mistake: '误购或重复购买',
  personal: '个人原因无法继续学习',
  other: '其他原因',
} as const;
export type RefundReasonCode = keyof typeof REFUND_REASONS;
export const REFUND_REASON_CODES = Object.keys(REFUND_REASONS) as [RefundReasonCode, ...RefundReasonCode[]];

/** Request statuses: 申请中 → 已同意 → 退款中 → 已退款, or 已驳回 / 已撤销 / 失败 (retryable). */
export const REFUND_STATUS_TEXT = {
  pending: '申请中',
  approved: '已同意',
  refunding: '退款中',
  refunded: '已退款',
  rejected: '已驳回',
  cancelled: '已撤销',
  failed: '失败',
} as const;
export type RefundRequestStatus = keyof typeof REFUND_STATUS_TEXT;
export const REFUND_REQUEST_STATUSES = Object.keys(REFUND_STATUS_TEXT) as [
  RefundRequestStatus,
  ...RefundRequestStatus[],
];
/** Statuses that hold the line: a second request waits until these end. */
export const REFUND_OPEN_STATUSES: RefundRequestStatus[] = ['pending', 'approved', 'refunding', 'failed'];
