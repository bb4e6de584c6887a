import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { consoleDayField } from './console-audit';
import { safeString } from './fields';

/**
 * 内容: what the console's 内容 pages edit and the public pages show. Help-centre articles (/center/DropCourse),
 * the agreements (/clause/custom, /center/UserAgreement, /m-shop/trainingAgreement), the client downloads
 * (/download, /MDownload) and the school licence images (/qualifications). Every edit carries the `version` read;
 * a stale one is refused with 409 '数据已被他人修改，请刷新后重试'.
 */

export const CONTENT_MESSAGES = {
  title: '请输入标题（不超过 100 个字）',
  body: '请输入正文（不超过 20000 个字）',
  sort: '排序须为 0–9999 的整数',
  platform: '请选择平台',
  versionName: '版本号格式如 3.8.2',
  size: '请输入安装包大小（1 字节到 2 GB）',
  releaseDate: '请选择发布日期',
  url: '请输入以 https:// 开头的下载或商店地址',
  notes: '更新说明不超过 2000 个字',
  image: '图片须为本站上传的图片',
  reorder: '请提交全部资质图片的新顺序',
} as const;

const version = z.number({ error: SERVER_MESSAGES.badRequest }).int().positive().max(2_147_483_647);
const title = safeString(CONTENT_MESSAGES.title)
  .trim()
  .min(1, { error: CONTENT_MESSAGES.title })
  .max(100, { error: CONTENT_MESSAGES.title });
const body = safeString(CONTENT_MESSAGES.body)
  .trim()
  .min(1, { error: CONTENT_MESSAGES.body })
  .max(20_000, { error: CONTENT_MESSAGES.body });
const sort = z
  .number({ error: CONTENT_MESSAGES.sort })
  .int({ error: CONTENT_MESSAGES.sort })
  .min(0, { error: CONTENT_MESSAGES.sort })
  .max(9999, { error: CONTENT_MESSAGES.sort });

/** Publish or take down at the version read. */
export const contentPublishSchema = z.object({ published: z.boolean({ error: SERVER_MESSAGES.badRequest }), version });
export type ContentPublish = z.infer<typeof contentPublishSchema>;
/** A deletion names the version it saw (a row edited meanwhile is not deleted blind). */
export const contentVersionQuerySchema = z.object({
  version: z.coerce.number({ error: SERVER_MESSAGES.badRequest }).int().positive().max(2_147_483_647),
});

// ---- help articles ----------------------------------------------------------------------------------------------

/** What the help centre shows: published articles in order. */
export const helpArticleSchema = z.object({ id: z.number().int(), title: z.string(), content: z.string() });
export type HelpArticle = z.infer<typeof helpArticleSchema>;
export const helpArticleListSchema = z.array(helpArticleSchema);

export const consoleHelpArticleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  sort: z.number().int(),
  published: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ConsoleHelpArticle = z.infer<typeof consoleHelpArticleSchema>;
export const consoleHelpArticleListSchema = z.array(consoleHelpArticleSchema);

export const consoleHelpCreateSchema = z.object({
  title,
  body,
  sort,
  published: z.boolean({ error: SERVER_MESSAGES.badRequest }).default(false),
});
export type ConsoleHelpCreate = z.infer<typeof consoleHelpCreateSchema>;
export type ConsoleHelpCreateInput = z.input<typeof consoleHelpCreateSchema>;
export const consoleHelpUpdateSchema = z.object({ title, body, sort, version });
export type ConsoleHelpUpdate = z.infer<typeof consoleHelpUpdateSchema>;

// ---- agreements -------------------------------------------------------------------------------------------------

export const AGREEMENT_KEYS = ['user', 'training'] as const;
export type AgreementKey = (typeof AGREEMENT_KEYS)[number];
export const AGREEMENT_KEY_LABELS: Record<AgreementKey, string> = { user: '用户服务协议', training: '培训服务协议' };
export const agreementParamsSchema = z.object({
  key: z.enum(AGREEMENT_KEYS, { error: SERVER_MESSAGES.badRequest }),
});

/**
 * An agreement: the body is plain text, paragraphs separated by blank lines; a paragraph that starts with a
 * Chinese ordinal and 、 (一、协议的接受) is a section heading.
 */
export const agreementSchema = z.object({
  key: z.enum(AGREEMENT_KEYS),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;
export const consoleAgreementSchema = agreementSchema.extend({ id: z.number().int(), version: z.number().int() });
export type ConsoleAgreement = z.infer<typeof consoleAgreementSchema>;
export const consoleAgreementListSchema = z.array(consoleAgreementSchema);
export const consoleAgreementUpdateSchema = z.object({ title, body, version });
export type ConsoleAgreementUpdate = z.infer<typeof consoleAgreementUpdateSchema>;

/** The paragraphs of an agreement's body, headings marked (the public pages and the console preview). */
export function agreementParagraphs(text: string): { heading: boolean; text: string }[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => ({ heading: /^[一二三四五六七八九十]+、/.test(p), text: p }));
}

// ---- client versions ----------------------------------------------------------------------------------------------

export const CLIENT_PLATFORMS = ['windows', 'mac', 'android', 'ios'] as const;
export type ClientPlatform = (typeof CLIENT_PLATFORMS)[number];
export const CLIENT_PLATFORM_LABELS: Record<ClientPlatform, string> = {
  windows: 'Windows',
  mac: 'macOS',
  android: 'Android',
  ios: 'iOS',
};
/** Installers up to 2 GB (an integer column's worth of bytes is plenty). */
export const CLIENT_SIZE_MAX_BYTES = 2 * 1024 ** 3 - 1;

export const clientVersionSchema = z.object({
  id: z.number().int(),
  platform: z.enum(CLIENT_PLATFORMS),
  versionName: z.string(),
  sizeBytes: z.number().int(),
  releaseDate: z.string(),
  url: z.string(),
  notes: z.string(),
});
export type ClientVersion = z.infer<typeof clientVersionSchema>;
/** The newest published release of each platform (at most one each, in CLIENT_PLATFORMS order). */
export const clientVersionListSchema = z.array(clientVersionSchema);

export const consoleClientVersionSchema = clientVersionSchema.extend({
  published: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ConsoleClientVersion = z.infer<typeof consoleClientVersionSchema>;
export const consoleClientVersionListSchema = z.array(consoleClientVersionSchema);

export const consoleClientVersionFieldsSchema = z.object({
  platform: z.enum(CLIENT_PLATFORMS, { error: CONTENT_MESSAGES.platform }),
  versionName: z
    .string({ error: CONTENT_MESSAGES.versionName })
    .trim()
    .regex(/^\d{1,4}(?:\.\d{1,6}){1,3}$/, { error: CONTENT_MESSAGES.versionName }),
  sizeBytes: z
    .number({ error: CONTENT_MESSAGES.size })
    .int({ error: CONTENT_MESSAGES.size })
    .min(1, { error: CONTENT_MESSAGES.size })
    .max(CLIENT_SIZE_MAX_BYTES, { error: CONTENT_MESSAGES.size }),
  releaseDate: consoleDayField,
  url: z
    .string({ error: CONTENT_MESSAGES.url })
    .trim()
    .max(500, { error: CONTENT_MESSAGES.url })
    .regex(/^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]*)?$/, {
      error: CONTENT_MESSAGES.url,
    }),
  notes: safeString(CONTENT_MESSAGES.notes).trim().max(2000, { error: CONTENT_MESSAGES.notes }).default(''),
});
export const consoleClientVersionCreateSchema = consoleClientVersionFieldsSchema.extend({
  published: z.boolean({ error: SERVER_MESSAGES.badRequest }).default(false),
});
export type ConsoleClientVersionCreate = z.infer<typeof consoleClientVersionCreateSchema>;
export type ConsoleClientVersionCreateInput = z.input<typeof consoleClientVersionCreateSchema>;
export const consoleClientVersionUpdateSchema = consoleClientVersionFieldsSchema.extend({ version });
export type ConsoleClientVersionUpdate = z.infer<typeof consoleClientVersionUpdateSchema>;

// ---- school licence images ----------------------------------------------------------------------------------------

export const LICENCE_IMAGES_MAX = 20;

export const licenceImageSchema = z.object({ id: z.number().int(), title: z.string(), image: z.string() });
export type LicenceImage = z.infer<typeof licenceImageSchema>;
export const licenceImageListSchema = z.array(licenceImageSchema);
export const consoleLicenceImageSchema = licenceImageSchema.extend({
  sort: z.number().int(),
  version: z.number().int(),
});
export type ConsoleLicenceImage = z.infer<typeof consoleLicenceImageSchema>;
export const consoleLicenceImageListSchema = z.array(consoleLicenceImageSchema);

/** An image this site stores publicly (the console's upload with ?purpose=licence answers such a URL). */
const publicImage = z
  .string({ error: CONTENT_MESSAGES.image })
  .max(500, { error: CONTENT_MESSAGES.image })
  .regex(/^\/uploads\/images\/[A-Za-z0-9_/-]+\.(?:jpg|png)$/, { error: CONTENT_MESSAGES.image });

export const consoleLicenceCreateSchema = z.object({ title, image: publicImage });
export type ConsoleLicenceCreate = z.infer<typeof consoleLicenceCreateSchema>;
export const consoleLicenceUpdateSchema = z.object({ title, version });
export type ConsoleLicenceUpdate = z.infer<typeof consoleLicenceUpdateSchema>;
/** The new order of every licence image, each at the version read. */
export const consoleLicenceReorderSchema = z.object({
  items: z
    .array(z.object({ id: z.number({ error: CONTENT_MESSAGES.reorder }).int().positive().max(2_147_483_647), version }))
    .min(1, { error: CONTENT_MESSAGES.reorder })
    .max(LICENCE_IMAGES_MAX, { error: CONTENT_MESSAGES.reorder }),
});
export type ConsoleLicenceReorder = z.infer<typeof consoleLicenceReorderSchema>;
