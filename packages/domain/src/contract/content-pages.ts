import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { consoleDayField } from './console-audit';
import { safeString } from './fields';

/**
 * The two staff-edited landing pages of 内容: the campaign page (/advert, 活动页) and the official account page
 * (/publicAccount, 关注公众号). Each is one row the console saves whole at the version read; version 0 means
 * "nothing saved yet" (the first save creates the row; two first saves at once: the second gets 409).
 */

export const CONTENT_PAGE_MESSAGES = {
  campaignTitle: '请输入活动标题（不超过 40 个字）',
  campaignSubtitle: '副标题不超过 80 个字',
  campaignBody: '请输入活动介绍（不超过 5000 个字）',
  cover: '封面须为本站上传的图片',
  ctaText: '请输入按钮文字（不超过 12 个字）',
  ctaLink: '按钮链接须为本站页面路径，如 /course',
  dates: '请选择活动日期',
  dateOrder: '结束日期不能早于开始日期',
  accountName: '请输入公众号名称（不超过 30 个字）',
  wechatId: '微信号为 6–20 位字母、数字、下划线或减号，以字母开头',
  qrUrl: '二维码内容须为以 https:// 开头的网址',
  qrImage: '二维码图片须为本站上传的图片',
  qrMissing: '请填写二维码内容或上传二维码图片',
  intro: '简介不超过 300 个字',
} as const;
const M = CONTENT_PAGE_MESSAGES;

/** 0 = the page was never saved (the first save creates it). */
const pageVersion = z.number({ error: SERVER_MESSAGES.badRequest }).int().min(0).max(2_147_483_647);
const text = (error: string, max: number, min = 0) => safeString(error).trim().min(min, { error }).max(max, { error });
/** An image this site stores publicly (the console's upload with ?purpose=cover answers such a URL); '' = none. */
const publicImageOrNone = (error: string) =>
  z
    .string({ error })
    .max(500, { error })
    .regex(/^(?:\/uploads\/images\/[A-Za-z0-9_/-]+\.(?:jpg|png))?$/, { error });
/**
 * A path on this site (/course, /shop/detail?id=3): one leading slash (never //host), no scheme, no spaces or
 * quotes, so the page's button can only lead inside the site.
 */
export const INTERNAL_PATH_PATTERN = /^\/(?![/\\])[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]*$/;
const internalPath = z
  .string({ error: M.ctaLink })
  .trim()
  .max(200, { error: M.ctaLink })
  .regex(INTERNAL_PATH_PATTERN, { error: M.ctaLink });

// ---- campaign (/advert) -----------------------------------------------------------------------------------------

/**
 * What /advert shows: the body is plain text, paragraphs separated by blank lines (a paragraph starting with
 * 一、 二、 … is a heading, as in agreements); dates are China days, both inclusive.
 */
export const campaignSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  body: z.string(),
  cover: z.string(),
  ctaText: z.string(),
  ctaLink: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;
/** The campaign if one is published and today is in its dates, else null (the page says 暂无进行中的活动). */
export const publicCampaignSchema = z.object({ campaign: campaignSchema.nullable() });
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;

export const consoleCampaignSchema = campaignSchema.extend({
  published: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type ConsoleCampaign = z.infer<typeof consoleCampaignSchema>;

export const consoleCampaignUpdateSchema = z
  .object({
    title: text(M.campaignTitle, 40, 1),
    subtitle: text(M.campaignSubtitle, 80).default(''),
    body: text(M.campaignBody, 5000, 1),
    cover: publicImageOrNone(M.cover).default(''),
    ctaText: text(M.ctaText, 12, 1),
    ctaLink: internalPath,
    startDate: consoleDayField,
    endDate: consoleDayField,
    published: z.boolean({ error: SERVER_MESSAGES.badRequest }),
    version: pageVersion,
  })
  .refine((f) => f.startDate <= f.endDate, { error: M.dateOrder, path: ['endDate'] });
export type ConsoleCampaignUpdate = z.infer<typeof consoleCampaignUpdateSchema>;
export type ConsoleCampaignUpdateInput = z.input<typeof consoleCampaignUpdateSchema>;

// ---- official account (/publicAccount) --------------------------------------------------------------------------

export const officialAccountSchema = z.object({
  name: z.string(),
  wechatId: z.string(),
  /** What the QR code encodes (the page draws it) — used when no QR image is uploaded. */
  qrUrl: z.string(),
  /** An uploaded QR image ('' = none); shown instead of the drawn code. */
  qrImage: z.string(),
  intro: z.string(),
});
export type OfficialAccount = z.infer<typeof officialAccountSchema>;

/** The 盐值 a pupil earns for reading the account (rule viewWechatPub), when that rule is on. */
export const officialAccountPointsSchema = z.object({
  name: z.string(),
  amount: z.number().int(),
  dailyCap: z.number().int(),
});
export const publicOfficialAccountSchema = z.object({
  account: officialAccountSchema.nullable(),
  points: officialAccountPointsSchema.nullable(),
});
export type PublicOfficialAccount = z.infer<typeof publicOfficialAccountSchema>;

export const consoleOfficialAccountSchema = officialAccountSchema.extend({
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type ConsoleOfficialAccount = z.infer<typeof consoleOfficialAccountSchema>;

export const consoleOfficialAccountUpdateSchema = z
  .object({
    name: text(M.accountName, 30, 1),
    wechatId: z
      .string({ error: M.wechatId })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{5,19}$/, { error: M.wechatId }),
    qrUrl: z
      .string({ error: M.qrUrl })
      .trim()
      .max(300, { error: M.qrUrl })
      .regex(/^(?:https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]*)?)?$/, {
        error: M.qrUrl,
      })
      .default(''),
    qrImage: publicImageOrNone(M.qrImage).default(''),
    intro: text(M.intro, 300).default(''),
    version: pageVersion,
  })
  .refine((f) => f.qrUrl !== '' || f.qrImage !== '', { error: M.qrMissing, path: ['qrUrl'] });
export type ConsoleOfficialAccountUpdate = z.infer<typeof consoleOfficialAccountUpdateSchema>;
export type ConsoleOfficialAccountUpdateInput = z.input<typeof consoleOfficialAccountUpdateSchema>;
