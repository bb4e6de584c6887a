import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import {
  REFERRAL_MESSAGES,
  REFERRAL_REWARD_CHOICES,
  REFERRAL_REWARD_STATUSES,
  REFERRAL_STATUSES,
  REFERRAL_WITHDRAWAL_STATUSES,
  isShareCode,
  normaliseShareCode,
} from '../referral-rules';
import { idParam, optionalText, safeString } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * 推荐有礼 (/recommend): my share code and the rules, the friends I referred, my rewards (receive: 盐值 or cash)
 * and cash withdrawals; a share code looked up by the register form; the console's withdrawal review.
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A share code as typed: any case, spaces around it forgiven; anything else is 邀请码无效. */
export const shareCodeField = safeString(REFERRAL_MESSAGES.codeInvalid)
  .max(32, { error: REFERRAL_MESSAGES.codeInvalid })
  .transform(normaliseShareCode)
  .refine(isShareCode, { error: REFERRAL_MESSAGES.codeInvalid });

export const referralCodeParamsSchema = z.object({ code: shareCodeField });

/** Who a share code belongs to, as the register form shows it (邀请人：王**). */
export const referralCodeInfoSchema = z.object({ code: z.string(), referrerName: z.string() });
export type ReferralCodeInfo = z.infer<typeof referralCodeInfoSchema>;

export const referralRewardRulesSchema = z.object({
  /** The 盐值 reward (the `referral` earning rule) and whether it is on. */
  pointsAmount: z.number().int(),
  pointsEnabled: z.boolean(),
  cashFen: z.number().int(),
  attributionDays: z.number().int(),
  delayDays: z.number(),
  /** The rules in sentences (referral-rules referralRulesText). */
  text: z.array(z.string()),
});
export type ReferralRewardRules = z.infer<typeof referralRewardRulesSchema>;

/** /recommend: my code, what it has brought so far, the rules. The web makes the link: origin + `/?share=code`. */
export const referralShareSchema = z.object({
  code: z.string(),
  /** The pupil's name for the poster (姓名, else 昵称, else the masked mobile). */
  name: z.string(),
  invited: z.number().int(),
  paid: z.number().int(),
  rewarded: z.number().int(),
  /** Rewards waiting to be received. */
  available: z.number().int(),
  pointsEarned: z.number().int(),
  cashEarnedFen: z.number().int(),
  rules: referralRewardRulesSchema,
});
export type ReferralShare = z.infer<typeof referralShareSchema>;

export const referralStatusSchema = z.enum(REFERRAL_STATUSES);

/** A friend I referred (/recommend/list): masked, with where their referral stands. */
export const referralFriendSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  registeredAt: z.string(),
  status: referralStatusSchema,
  statusText: z.string(),
  /** When their first paid order was paid, and when the reward is due (status paid). */
  paidAt: z.string().nullable(),
  rewardDueAt: z.string().nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;
export const referralFriendPageSchema = pageOf(referralFriendSchema);

export const referralPageQuerySchema = z.object({ current: pageCurrentField, size: pageSizeField });
export type ReferralPageQuery = z.infer<typeof referralPageQuerySchema>;

export const referralWithdrawalStatusSchema = z.enum(REFERRAL_WITHDRAWAL_STATUSES);

/** A cash withdrawal as its pupil sees it. */
export const referralWithdrawalSchema = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  amountFen: z.number().int(),
  status: referralWithdrawalStatusSchema,
  statusText: z.string(),
  payeeName: z.string(),
  /** Masked but for the last 4 characters. */
  payeeAccount: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type ReferralWithdrawal = z.infer<typeof referralWithdrawalSchema>;
export const referralWithdrawalPageSchema = pageOf(referralWithdrawalSchema);

/** A reward (/recommend/record): the friend it is for, what is offered, what was chosen. */
export const referralRewardSchema = z.object({
  id: z.number().int(),
  friendName: z.string(),
  status: z.enum(REFERRAL_REWARD_STATUSES),
  pointsAmount: z.number().int(),
  /** Whether 盐值 can be chosen now (the rule is on). */
  pointsEnabled: z.boolean(),
  cashFen: z.number().int(),
  choice: z.enum(REFERRAL_REWARD_CHOICES).nullable(),
  createdAt: z.string(),
  receivedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  remark: z.string().nullable(),
  /** The cash choice's withdrawal, newest. */
  withdrawal: referralWithdrawalSchema.nullable(),
});
export type ReferralReward = z.infer<typeof referralRewardSchema>;
export const referralRewardPageSchema = pageOf(referralRewardSchema);

/** 领取: 盐值 at once, or cash as a withdrawal request (payee name and account: 支付宝账号 or 微信号). */
export const referralReceiveRequestSchema = z.object({
  choice: z.enum(REFERRAL_REWARD_CHOICES, { error: SERVER_MESSAGES.badRequest }),
  payeeName: z.preprocess(blankToUndefined, optionalText(32).optional()),
  payeeAccount: z.preprocess(blankToUndefined, optionalText(64).optional()),
});
export type ReferralReceiveRequest = z.infer<typeof referralReceiveRequestSchema>;
export const referralReceiveParamsSchema = z.object({ id: idParam });

export const referralReceiveResultSchema = z.object({
  reward: referralRewardSchema,
  /** The 盐值 balance after a points choice; null for cash. */
  balance: z.number().int().nullable(),
});
export type ReferralReceiveResult = z.infer<typeof referralReceiveResultSchema>;

/** The console's withdrawal list: a status filter (default: waiting), newest first. */
export const consoleReferralWithdrawalQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  status: z.preprocess(blankToUndefined, referralWithdrawalStatusSchema.optional()),
});
export type ConsoleReferralWithdrawalQuery = z.infer<typeof consoleReferralWithdrawalQuerySchema>;

export const consoleReferralWithdrawalSchema = referralWithdrawalSchema.extend({
  /** Staff see the account in full: they pay into it. */
  payeeAccount: z.string(),
  user: z.object({ id: z.number().int(), name: z.string(), mobile: z.string().nullable() }),
  friendName: z.string(),
  reviewerName: z.string().nullable(),
});
export type ConsoleReferralWithdrawal = z.infer<typeof consoleReferralWithdrawalSchema>;
export const consoleReferralWithdrawalPageSchema = pageOf(consoleReferralWithdrawalSchema);

/** 审核: 已打款 (paid out) or 驳回 with a reason (the pupil may choose again). */
export const consoleReferralReviewRequestSchema = z.object({
  approve: z.boolean({ error: SERVER_MESSAGES.badRequest }),
  reason: z.preprocess(blankToUndefined, optionalText(200).optional()),
});
export type ConsoleReferralReviewRequest = z.infer<typeof consoleReferralReviewRequestSchema>;
export const consoleReferralReviewParamsSchema = z.object({ id: idParam });
