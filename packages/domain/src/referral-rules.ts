/**
 * 推荐有礼 (referral, /recommend): every pupil has a share code; a friend who registers from the share link or with
 * the code (first touch, within 30 days of it) is attributed to them. When the friend's first paid order is past
 * the refund window, the referrer gets a reward to receive: 盐值 (the `referral` earning rule) or cash, which
 * becomes a withdrawal request that staff approve. A refund of that order takes the reward back.
 */

/** A share link or code counts for this long after the friend first opened it. */
export const REFERRAL_ATTRIBUTION_DAYS = 30;
/**
 * How long after the friend's first payment the reward waits: the days in which a new family most often asks for
 * its money back. A refund after it still takes the reward back. Staff can set it (REFERRAL_REWARD_DELAY_HOURS).
 */
export const REFERRAL_REWARD_DELAY_DAYS = 7;
/** The cash reward offered besides the 盐值 one, fen (¥20). */
export const REFERRAL_CASH_REWARD_FEN = 2000;
/** Share codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/;
/** Where a share link lands (the web adds its origin): the home page, which opens registration. */
export const REFERRAL_SHARE_PARAM = 'share';

const DAY_MS = 86_400_000;

/** A share code as typed: trimmed and upper-cased (codes are shown upper-case, people type them any way). */
export const normaliseShareCode = (raw: string): string => raw.trim().toUpperCase();
export const isShareCode = (raw: string): boolean => REFERRAL_CODE_PATTERN.test(normaliseShareCode(raw));

/**
 * Whether a first touch at `touchedAt` still attributes a registration at `now`: within the 30 days, and not in
 * the future (a clock that runs ahead by a few minutes is forgiven).
 */
export function touchStillCounts(touchedAt: Date, now: Date): boolean {
  const age = now.getTime() - touchedAt.getTime();
  return age >= -10 * 60_000 && age <= REFERRAL_ATTRIBUTION_DAYS * DAY_MS;
}

/** When a first payment at `paidAt` earns the referrer their reward. */
export const referralRewardDueAt = (paidAt: Date, delayHours: number): Date =>
  new Date(paidAt.getTime() + Math.max(0, delayHours) * 3_600_000);

/**
 * Why a registration is not attributed (null: it is): a code of one's own mobile (self-referral), a mobile that
 * was referred before (a second account on the same mobile gets nothing).
 */
export function attributionRefusal(r: {
  referrerPhone: string | null;
  refereePhone: string;
  phoneReferredBefore: boolean;
}): 'self' | 'repeat' | null {
  if (r.referrerPhone && r.referrerPhone === r.refereePhone) return 'self';
  if (r.phoneReferredBefore) return 'repeat';
  return null;
}

/** A referred friend: registered; paid (waiting for the refund window); rewarded; refunded (reward taken back). */
export const REFERRAL_STATUSES = ['registered', 'paid', 'rewarded', 'revoked'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_STATUS_TEXT: Record<ReferralStatus, string> = {
  registered: '已注册，待下单',
  paid: '已下单，退费期后发放奖励',
  rewarded: '奖励已发放',
  revoked: '订单已退费，奖励已撤回',
};

/** A reward: to receive (choose 盐值 or cash); received; revoked (the friend's order was refunded). */
export const REFERRAL_REWARD_STATUSES = ['available', 'received', 'revoked'] as const;
export type ReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];
export const REFERRAL_REWARD_CHOICES = ['points', 'cash'] as const;
export type ReferralRewardChoice = (typeof REFERRAL_REWARD_CHOICES)[number];

/** A cash withdrawal: waiting for staff; paid out; rejected (the reward can be chosen again); cancelled (refund). */
export const REFERRAL_WITHDRAWAL_STATUSES = ['applied', 'paid', 'rejected', 'cancelled'] as const;
export type ReferralWithdrawalStatus = (typeof REFERRAL_WITHDRAWAL_STATUSES)[number];
export const REFERRAL_WITHDRAWAL_STATUS_TEXT: Record<ReferralWithdrawalStatus, string> = {
  applied: '审核中',
  paid: '已打款',
  rejected: '已驳回',
  cancelled: '已取消',
};

/** A rejected withdrawal gives the reward back to choose again; a paid or pending one keeps it. */
export const rewardAfterWithdrawal = (s: ReferralWithdrawalStatus): ReferralRewardStatus =>
  s === 'rejected' || s === 'cancelled' ? 'available' : 'received';

export const REFERRAL_MESSAGES = {
  codeInvalid: '邀请码无效，请核对后重新输入',
  selfReferral: '不能使用自己的邀请码',
  rewardNotFound: '奖励不存在',
  rewardNotAvailable: '该奖励已领取或已撤回',
  pointsOff: '盐值奖励暂未开放，请选择现金奖励',
  payeeRequired: '请填写收款人姓名和收款账号',
  withdrawalNotFound: '提现申请不存在',
  withdrawalDone: '该提现申请已处理',
  rejectReasonRequired: '请填写驳回原因',
  staffOnly: '仅管理员可以审核提现',
} as const;

/** The rules shown on /recommend, with the figures of the moment. */
export function referralRulesText(r: {
  pointsAmount: number;
  pointsEnabled: boolean;
  cashFen: number;
  delayDays: number;
}) {
  const rewards = [r.pointsEnabled ? `${r.pointsAmount} 盐值` : null, `${r.cashFen / 100} 元现金`].filter(Boolean);
  return [
    '分享你的专属链接或邀请码，好友注册时填写或通过链接注册即可绑定（打开链接后 30 天内注册有效）。',
    `好友首次购课并度过 ${r.delayDays} 天退费期后，你可以领取奖励：${rewards.join(' 或 ')}，任选其一。`,
    '现金奖励提交提现申请，工作人员审核后 3 个工作日内打款。',
    '好友退费后奖励将被撤回；同一手机号仅首次注册有效，不能邀请自己。',
  ];
}
