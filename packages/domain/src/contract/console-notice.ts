import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { optionalText, safeString } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * The console's 通知 page: notices to everyone, to one class's enrolled pupils, or to one user. They are the same
 * rows the site's bell and /center/Notice read (learn_notice); the console only writes and lists them.
 */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const CONSOLE_NOTICE_MESSAGES = {
  title: '请输入通知标题',
  titleLong: '通知标题不能超过 50 个字',
  content: '请输入通知内容',
  contentLong: '通知内容不能超过 1000 个字',
  audience: '请选择发送对象',
  offering: '请选择班级',
  user: '请选择用户',
} as const;

export const NOTICE_AUDIENCE_KINDS = ['all', 'class', 'user'] as const;
export type NoticeAudienceKind = (typeof NOTICE_AUDIENCE_KINDS)[number];
export const NOTICE_AUDIENCE_LABELS: Record<NoticeAudienceKind, string> = {
  all: '全体学员',
  class: '班级',
  user: '指定用户',
};

const pickedId = (error: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.number({ error }).int({ error }).positive({ error }));

export const consoleNoticeAudienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('class'), offeringId: pickedId(CONSOLE_NOTICE_MESSAGES.offering) }),
    z.object({ kind: z.literal('user'), userId: pickedId(CONSOLE_NOTICE_MESSAGES.user) }),
  ],
  { error: CONSOLE_NOTICE_MESSAGES.audience },
);
export type ConsoleNoticeAudience = z.infer<typeof consoleNoticeAudienceSchema>;

const noticeText = {
  title: safeString(CONSOLE_NOTICE_MESSAGES.title)
    .trim()
    .min(1, { error: CONSOLE_NOTICE_MESSAGES.title })
    .max(50, { error: CONSOLE_NOTICE_MESSAGES.titleLong }),
  content: safeString(CONSOLE_NOTICE_MESSAGES.content)
    .trim()
    .min(1, { error: CONSOLE_NOTICE_MESSAGES.content })
    .max(1000, { error: CONSOLE_NOTICE_MESSAGES.contentLong }),
};
const versionField = z
  .number({ error: SERVER_MESSAGES.badRequest })
  .int({ error: SERVER_MESSAGES.badRequest })
  .positive({
    error: SERVER_MESSAGES.badRequest,
  });

export const consoleNoticeFormSchema = z.object({ ...noticeText, audience: consoleNoticeAudienceSchema });

/** 编辑: the wording only (who it went to stays: a notice re-sent elsewhere would be a new one), at a version. */
export const consoleNoticeEditSchema = z.object({ ...noticeText, version: versionField });
export type ConsoleNoticeEdit = z.infer<typeof consoleNoticeEditSchema>;

/** 撤回: the notice leaves every pupil's bell and list; the console keeps it, marked 已撤回. */
export const consoleNoticeWithdrawSchema = z.object({ version: versionField });
export type ConsoleNoticeWithdraw = z.infer<typeof consoleNoticeWithdrawSchema>;
export type ConsoleNoticeForm = z.infer<typeof consoleNoticeFormSchema>;

export const consoleNoticeQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  kind: z.preprocess(blankToUndefined, z.enum(NOTICE_AUDIENCE_KINDS, { error: SERVER_MESSAGES.badRequest }).optional()),
});
export type ConsoleNoticeQuery = z.input<typeof consoleNoticeQuerySchema>;

export const consoleNoticeRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  kind: z.enum(NOTICE_AUDIENCE_KINDS),
  /** 全体, the class's title or the user's name. */
  audience: z.string(),
  createdAt: z.string(),
  /** Set once edited. */
  updatedAt: z.string().nullable(),
  withdrawn: z.boolean(),
  version: z.number().int(),
});
export type ConsoleNoticeRow = z.infer<typeof consoleNoticeRowSchema>;
export const consoleNoticePageSchema = pageOf(consoleNoticeRowSchema);
export type ConsoleNoticePage = z.infer<typeof consoleNoticePageSchema>;

export const consoleNoticeAudienceQuerySchema = z.object({
  /** Part of a user's name, username or mobile (admins' user select). */
  keyword: z.preprocess(blankToUndefined, optionalText(50).optional()),
});

export const consoleNoticeAudiencesSchema = z.object({
  classes: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** Empty for teachers: they post to their classes only. */
  users: z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })),
});
export type ConsoleNoticeAudiences = z.infer<typeof consoleNoticeAudiencesSchema>;
