/**
 * 调班: a pupil asks to move from the class an order line bought (a sku of a course) to another class of the same
 * course; the class's tutor or staff approve or reject. Approval moves the enrolment (history kept), takes a seat
 * in the target class and frees one in the old class. 老生续报 (renewal) is the same pupil's matching class of the
 * next term, offered with a held seat at a renewal price.
 *
 * Money: the difference is target price − current price (fen). 0: nothing. < 0: the difference is refunded to the
 * pupil on approval (the order's payment, partly). > 0: the pupil owes a supplement (补差价): the request shows it
 * before it is sent, approval records it as owed on the request and the move completes (the seat is the scarce
 * thing; a place is not held hostage to a payment round trip). Both settlements leave the server at one call site
 * (class-change `settleDifference`).
 */

/** At most this many approved changes per order line (a class bought once may change class three times). */
export const MAX_CLASS_CHANGES = 3;
/** 老生续报: the next term's class at this percentage of its price (九折), for pupils of a current class. */
export const RENEWAL_PRICE_PERCENT = 90;
/** A renewal seat is held this many days from the moment the pupil first sees it; then it is sold to anyone. */
export const RENEWAL_HOLD_DAYS = 7;
/** A 补差价 order (the supplement of a change to a dearer class) waits this many days for payment, then closes. */
export const SUPPLEMENT_PAY_DAYS = 3;

export const CLASS_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type ClassChangeStatus = (typeof CLASS_CHANGE_STATUSES)[number];
export const CLASS_CHANGE_STATUS_LABELS: Readonly<Record<ClassChangeStatus, string>> = {
  pending: '申请中',
  approved: '已同意',
  rejected: '已驳回',
  cancelled: '已撤销',
};

export const CLASS_CHANGE_KINDS = ['change', 'renewal'] as const;
export type ClassChangeKind = (typeof CLASS_CHANGE_KINDS)[number];

export const CLASS_CHANGE_MESSAGES = {
  notPaid: '该订单未支付，不能调班',
  notInClass: '您已不在该班级，不能调班',
  limit: `每个班级最多调班${MAX_CLASS_CHANGES}次`,
  started: '该班级最后一讲已开始，不能再调班',
  sameClass: '请选择另一个班级',
  otherCourse: '只能调到同一课程的其他班级',
  full: '目标班级名额已满',
  targetFinished: '目标班级已结课',
  alreadyInTarget: '您已在目标班级',
  pending: '您已有一条调班申请在处理中',
  notPending: '只有申请中的调班申请可以撤销',
  notPendingReview: '该调班申请已处理',
  reason: '请填写调班原因',
  rejectReason: '请填写驳回原因',
  target: '请选择要调入的班级',
  noSupplement: '该调班申请无需补差价',
  supplementPaid: '差价已支付',
} as const;

/** A class as the change rules see it. */
export interface ChangeClass {
  skuId: number;
  spuId: number;
  level: string | null;
  priceFen: number;
  seatsLeft: number;
  /** The class's last session has started (or it has none left to attend). */
  lastSessionStarted: boolean;
}

/** Why the order line's pupil may not ask to move from `from` to `target` (null: they may). */
export function classChangeProblem(p: {
  orderPaid: boolean;
  inClass: boolean;
  approvedChanges: number;
  hasPending: boolean;
  from: ChangeClass;
  target: ChangeClass;
  alreadyInTarget: boolean;
}): string | null {
  if (!p.orderPaid) return CLASS_CHANGE_MESSAGES.notPaid;
  if (!p.inClass) return CLASS_CHANGE_MESSAGES.notInClass;
  if (p.hasPending) return CLASS_CHANGE_MESSAGES.pending;
  return moveProblem(p);
}

/**
 * What is checked again at approval, under the rows' locks (seats and the limit may have changed since the
 * request): everything but the pending request, which is the one being approved.
 */
export function classChangeApprovalProblem(p: {
  inClass: boolean;
  approvedChanges: number;
  from: ChangeClass;
  target: ChangeClass;
  alreadyInTarget: boolean;
}): string | null {
  if (!p.inClass) return CLASS_CHANGE_MESSAGES.notInClass;
  return moveProblem(p);
}

function moveProblem(p: {
  approvedChanges: number;
  from: ChangeClass;
  target: ChangeClass;
  alreadyInTarget: boolean;
}): string | null {
  if (p.approvedChanges >= MAX_CLASS_CHANGES) return CLASS_CHANGE_MESSAGES.limit;
  if (p.from.lastSessionStarted) return CLASS_CHANGE_MESSAGES.started;
  if (p.target.skuId === p.from.skuId) return CLASS_CHANGE_MESSAGES.sameClass;
  if (p.target.spuId !== p.from.spuId) return CLASS_CHANGE_MESSAGES.otherCourse;
  if (p.alreadyInTarget) return CLASS_CHANGE_MESSAGES.alreadyInTarget;
  if (p.target.lastSessionStarted) return CLASS_CHANGE_MESSAGES.targetFinished;
  if (p.target.seatsLeft < 1) return CLASS_CHANGE_MESSAGES.full;
  return null;
}

/** The classes offered by default: same course and level, not the current one, not over. Seats shown, not filtered. */
export function isDefaultTarget(from: ChangeClass, c: ChangeClass): boolean {
  return c.spuId === from.spuId && c.skuId !== from.skuId && c.level === from.level && !c.lastSessionStarted;
}

/** Target price − current price, in fen. */
export const priceDifferenceFen = (fromPriceFen: number, targetPriceFen: number): number =>
  targetPriceFen - fromPriceFen;

export type ClassChangeSettlement = 'none' | 'refund' | 'supplement';
/**
 * What the difference means: nothing; a partial refund of the order's payment (`refund`, amount −diff); or a
 * supplement the pupil owes (`supplement`, amount diff).
 */
export function settlementOf(diffFen: number): { kind: ClassChangeSettlement; amountFen: number } {
  if (diffFen === 0) return { kind: 'none', amountFen: 0 };
  return diffFen < 0 ? { kind: 'refund', amountFen: -diffFen } : { kind: 'supplement', amountFen: diffFen };
}

/** Why the pupil cannot be sent to pay an approved request's supplement now (null: they can). */
export function supplementPayProblem(r: {
  status: ClassChangeStatus;
  settlement: ClassChangeSettlement;
  settled: boolean;
}): string | null {
  if (r.status !== 'approved' || r.settlement !== 'supplement') return CLASS_CHANGE_MESSAGES.noSupplement;
  if (r.settled) return CLASS_CHANGE_MESSAGES.supplementPaid;
  return null;
}

/** A cancel is the pupil's own, and only while the request waits. */
export function classChangeCancelProblem(status: ClassChangeStatus): string | null {
  return status === 'pending' ? null : CLASS_CHANGE_MESSAGES.notPending;
}
export function classChangeReviewProblem(status: ClassChangeStatus): string | null {
  return status === 'pending' ? null : CLASS_CHANGE_MESSAGES.notPendingReview;
}

/** The renewal price of a next-term class: RENEWAL_PRICE_PERCENT of its price, rounded down to the fen. */
export function renewalPriceFen(priceFen: number): number {
  return Math.floor((priceFen * RENEWAL_PRICE_PERCENT) / 100);
}
