import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { CONSOLE_COUPON_ERRORS } from '../errors/console-coupon';
import { FIELD_ERRORS } from '../errors/field';
import { idParam, optionalText, requiredText } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * The console's 营销 pages (admins): coupon templates with their counts, issuing a template to users, and batches
 * of single-use redeem codes (generated, listed, exported as CSV). Money is integer fen.
 */
const M = {
  amount: CONSOLE_COUPON_ERRORS.amountPositive.msg,
  threshold: CONSOLE_COUPON_ERRORS.thresholdNegative.msg,
  limit: CONSOLE_COUPON_ERRORS.limitTooSmall.msg,
  total: CONSOLE_COUPON_ERRORS.totalTooSmall.msg,
  window: CONSOLE_COUPON_ERRORS.windowOrder.msg,
};

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const COUPON_STATE_KEYS = ['notStarted', 'ongoing', 'ended'] as const;

export const consoleCouponQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  name: z.preprocess(blankToUndefined, optionalText(64).optional()),
  state: z.preprocess(blankToUndefined, z.enum(COUPON_STATE_KEYS, { error: SERVER_MESSAGES.badRequest }).optional()),
  claimable: z.preprocess(
    (v) => (v === '' ? undefined : v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: SERVER_MESSAGES.badRequest }).optional(),
  ),
});
export type ConsoleCouponQuery = z.infer<typeof consoleCouponQuerySchema>;

export const consoleCouponRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  amountFen: z.number().int(),
  thresholdFen: z.number().int(),
  perUserLimit: z.number().int(),
  totalQuantity: z.number().int(),
  receivedCount: z.number().int(),
  usedCount: z.number().int(),
  lockedCount: z.number().int(),
  claimable: z.boolean(),
  redeemCode: z.string().nullable(),
  skuIds: z.array(z.number().int()),
  validFrom: z.string(),
  validTo: z.string(),
  state: z.enum(COUPON_STATE_KEYS),
  version: z.number().int(),
});
export type ConsoleCouponRow = z.infer<typeof consoleCouponRowSchema>;
export const consoleCouponPageSchema = pageOf(consoleCouponRowSchema);
export type ConsoleCouponPage = z.infer<typeof consoleCouponPageSchema>;

/** One template as the edit form reads it, with the redeem codes still outstanding. */
export const consoleCouponDetailSchema = consoleCouponRowSchema.extend({
  outstandingCodes: z.number().int(),
  /** The classes of `skuIds` by name (课程 · 班级), for the form's class picker and the detail page. */
  skus: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type ConsoleCouponDetail = z.infer<typeof consoleCouponDetailSchema>;

const intField = (msg: string) => z.number({ error: msg }).int({ error: msg });
const timeField = z.iso.datetime({ offset: true, error: FIELD_ERRORS.required.msg });

const couponFormShape = z.object({
  name: requiredText(64),
  amountFen: intField(M.amount).min(1, { error: M.amount }).max(100_000_000, { error: M.amount }),
  thresholdFen: intField(M.threshold).min(0, { error: M.threshold }).max(100_000_000, { error: M.threshold }),
  perUserLimit: intField(M.limit).min(1, { error: M.limit }).max(10_000, { error: M.limit }),
  totalQuantity: intField(M.total).min(1, { error: M.total }).max(10_000_000, { error: M.total }),
  skuIds: z.array(idParam, { error: SERVER_MESSAGES.badRequest }).max(200).default([]),
  claimable: z.boolean({ error: SERVER_MESSAGES.badRequest }).default(true),
  /** A code everyone may type (the old shared code); blank for none. Letters and digits, stored upper case. */
  redeemCode: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: SERVER_MESSAGES.badRequest })
      .trim()
      .regex(/^[A-Za-z0-9]{4,32}$/, { error: '兑换码须为4到32位字母或数字' })
      .transform((s) => s.toUpperCase())
      .nullable()
      .default(null),
  ),
  validFrom: timeField,
  validTo: timeField,
});
const windowInOrder = (f: { validFrom: string; validTo: string }) =>
  new Date(f.validTo).getTime() > new Date(f.validFrom).getTime();
export const consoleCouponFormSchema = couponFormShape.refine(windowInOrder, { error: M.window, path: ['validTo'] });
export type ConsoleCouponForm = z.infer<typeof consoleCouponFormSchema>;
export type ConsoleCouponFormInput = z.input<typeof consoleCouponFormSchema>;

export const consoleCouponUpdateSchema = couponFormShape
  .extend({ version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive() })
  .refine(windowInOrder, { error: M.window, path: ['validTo'] });
export type ConsoleCouponUpdate = z.infer<typeof consoleCouponUpdateSchema>;

/** 发放: users by mobile number or by id (at most 500 together). */
export const consoleCouponIssueSchema = z
  .object({
    mobiles: z
      .array(
        z
          .string({ error: '手机号不合法' })
          .trim()
          .regex(/^1\d{10}$/, { error: '手机号不合法' }),
      )
      .max(500, { error: CONSOLE_COUPON_ERRORS.issueTooMany.msg })
      .default([]),
    userIds: z
      .array(idParam, { error: SERVER_MESSAGES.badRequest })
      .max(500, { error: CONSOLE_COUPON_ERRORS.issueTooMany.msg })
      .default([]),
  })
  .refine((b) => b.mobiles.length + b.userIds.length > 0, { error: CONSOLE_COUPON_ERRORS.issueEmpty.msg })
  .refine((b) => b.mobiles.length + b.userIds.length <= 500, { error: CONSOLE_COUPON_ERRORS.issueTooMany.msg });
export type ConsoleCouponIssue = z.infer<typeof consoleCouponIssueSchema>;

export const COUPON_ISSUE_SKIP_TEXT = {
  unknownUser: '用户不存在',
  limit: '已达到每人限领数量',
  duplicate: '重复填写',
} as const;
export type CouponIssueSkip = keyof typeof COUPON_ISSUE_SKIP_TEXT;

export const consoleCouponIssueResultSchema = z.object({
  issued: z.array(
    z.object({ userId: z.number().int(), mobile: z.string().nullable(), couponUserId: z.number().int() }),
  ),
  skipped: z.array(
    z.object({
      /** The mobile or id as given. */
      who: z.string(),
      reason: z.enum(['unknownUser', 'limit', 'duplicate']),
      text: z.string(),
    }),
  ),
});
export type ConsoleCouponIssueResult = z.infer<typeof consoleCouponIssueResultSchema>;

export const consoleRedeemBatchCreateSchema = z.object({
  count: z
    .number({ error: CONSOLE_COUPON_ERRORS.batchCount.msg })
    .int({ error: CONSOLE_COUPON_ERRORS.batchCount.msg })
    .min(1, { error: CONSOLE_COUPON_ERRORS.batchCount.msg })
    .max(10_000, { error: CONSOLE_COUPON_ERRORS.batchCount.msg }),
  note: optionalText(200).default(''),
});
export type ConsoleRedeemBatchCreate = z.input<typeof consoleRedeemBatchCreateSchema>;

export const consoleRedeemBatchSchema = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  count: z.number().int(),
  redeemed: z.number().int(),
  note: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type ConsoleRedeemBatch = z.infer<typeof consoleRedeemBatchSchema>;
export const consoleRedeemBatchListSchema = z.array(consoleRedeemBatchSchema);
