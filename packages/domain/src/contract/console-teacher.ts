import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { SUBJECT_VALUES } from '../subject-colours';
import { optionalText, safeString } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * The console's 教师 page (admins): the public profiles of teachers (主讲, role 6) and tutors (辅导, role 7/10/130)
 * that the shop's teacher pages show, with their avatar and qualification images.
 */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const boolQuery = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
  z.boolean({ error: SERVER_MESSAGES.badRequest }).optional(),
);

export const TEACHER_KINDS = ['teacher', 'tutor'] as const;
export type TeacherKind = (typeof TEACHER_KINDS)[number];
export const TEACHER_KIND_LABELS: Record<TeacherKind, string> = { teacher: '主讲', tutor: '辅导' };

export const TEACHER_INTRO_MAX = 2000;
export const TEACHER_QUALIFICATION_IMAGES_MAX = 9;
export const TEACHER_HONORS_MAX = 20;

export const CONSOLE_TEACHER_MESSAGES = {
  user: '请选择用户',
  kind: '请选择类型',
  title: '头衔不超过 64 个字',
  intro: `简介不超过 ${TEACHER_INTRO_MAX} 个字`,
  subject: '请选择学科',
  image: '图片须为本站上传的图片',
  images: `资质图片最多 ${TEACHER_QUALIFICATION_IMAGES_MAX} 张`,
  honors: `荣誉最多 ${TEACHER_HONORS_MAX} 条，每条不超过 100 个字`,
  qualificationNo: '资格证编号不超过 64 个字',
  teachingYears: '教龄须为 0 到 80 之间的整数',
  sort: '排序须为 0 到 100000 之间的整数',
} as const;

export const consoleTeacherQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  /** Part of the name, username or mobile. */
  keyword: z.preprocess(blankToUndefined, optionalText(50).optional()),
  kind: z.preprocess(blankToUndefined, z.enum(TEACHER_KINDS, { error: SERVER_MESSAGES.badRequest }).optional()),
  subject: z.preprocess(blankToUndefined, z.enum(SUBJECT_VALUES, { error: SERVER_MESSAGES.badRequest }).optional()),
  visible: boolQuery,
});
export type ConsoleTeacherQuery = z.input<typeof consoleTeacherQuerySchema>;

export const consoleTeacherRowSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  username: z.string(),
  mobile: z.string().nullable(),
  kind: z.enum(TEACHER_KINDS),
  title: z.string().nullable(),
  subject: z.string().nullable(),
  avatar: z.string().nullable(),
  teachingYears: z.number().int(),
  visible: z.boolean(),
  sort: z.number().int(),
  /** Classes (skus) of the goods the person teaches (主讲) or tutors (辅导). */
  classes: z.number().int(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ConsoleTeacherRow = z.infer<typeof consoleTeacherRowSchema>;
export const consoleTeacherPageSchema = pageOf(consoleTeacherRowSchema);
export type ConsoleTeacherPage = z.infer<typeof consoleTeacherPageSchema>;

/** An image this site stores publicly (the console's teacher upload answers such a URL). */
const publicImage = optionalText(500).regex(/^\/uploads\/images\/[A-Za-z0-9_/-]+\.(?:jpg|png)$/, {
  error: CONSOLE_TEACHER_MESSAGES.image,
});

/** The profile fields the form edits. */
export const consoleTeacherFieldsSchema = z.object({
  title: z.preprocess(
    blankToUndefined,
    safeString(CONSOLE_TEACHER_MESSAGES.title)
      .trim()
      .max(64, { error: CONSOLE_TEACHER_MESSAGES.title })
      .nullable()
      .optional(),
  ),
  intro: z.preprocess(
    blankToUndefined,
    safeString(CONSOLE_TEACHER_MESSAGES.intro)
      .trim()
      .max(TEACHER_INTRO_MAX, { error: CONSOLE_TEACHER_MESSAGES.intro })
      .nullable()
      .optional(),
  ),
  avatar: z.preprocess(blankToUndefined, publicImage.nullable().optional()),
  subject: z.preprocess(
    blankToUndefined,
    z.enum(SUBJECT_VALUES, { error: CONSOLE_TEACHER_MESSAGES.subject }).nullable().optional(),
  ),
  qualificationNo: z.preprocess(
    blankToUndefined,
    safeString(CONSOLE_TEACHER_MESSAGES.qualificationNo)
      .trim()
      .max(64, { error: CONSOLE_TEACHER_MESSAGES.qualificationNo })
      .nullable()
      .optional(),
  ),
  honors: z
    .array(
      safeString(CONSOLE_TEACHER_MESSAGES.honors)
        .trim()
        .min(1, { error: CONSOLE_TEACHER_MESSAGES.honors })
        .max(100, { error: CONSOLE_TEACHER_MESSAGES.honors }),
    )
    .max(TEACHER_HONORS_MAX, { error: CONSOLE_TEACHER_MESSAGES.honors }),
  teachingYears: z
    .number({ error: CONSOLE_TEACHER_MESSAGES.teachingYears })
    .int({ error: CONSOLE_TEACHER_MESSAGES.teachingYears })
    .min(0, { error: CONSOLE_TEACHER_MESSAGES.teachingYears })
    .max(80, { error: CONSOLE_TEACHER_MESSAGES.teachingYears }),
  qualificationImages: z
    .array(publicImage)
    .max(TEACHER_QUALIFICATION_IMAGES_MAX, { error: CONSOLE_TEACHER_MESSAGES.images }),
  sort: z
    .number({ error: CONSOLE_TEACHER_MESSAGES.sort })
    .int({ error: CONSOLE_TEACHER_MESSAGES.sort })
    .min(0, { error: CONSOLE_TEACHER_MESSAGES.sort })
    .max(100_000, { error: CONSOLE_TEACHER_MESSAGES.sort }),
  visible: z.boolean({ error: SERVER_MESSAGES.badRequest }),
});
export type ConsoleTeacherFields = z.infer<typeof consoleTeacherFieldsSchema>;

/** A new profile for an existing user who holds the role of the kind (teacher: 6; tutor: 7, 10, 130). */
export const consoleTeacherCreateSchema = consoleTeacherFieldsSchema.extend({
  userId: z
    .number({ error: CONSOLE_TEACHER_MESSAGES.user })
    .int({ error: CONSOLE_TEACHER_MESSAGES.user })
    .positive({ error: CONSOLE_TEACHER_MESSAGES.user })
    .max(2_147_483_647, { error: CONSOLE_TEACHER_MESSAGES.user }),
  kind: z.enum(TEACHER_KINDS, { error: CONSOLE_TEACHER_MESSAGES.kind }),
});
export type ConsoleTeacherCreate = z.infer<typeof consoleTeacherCreateSchema>;
export type ConsoleTeacherCreateInput = z.input<typeof consoleTeacherCreateSchema>;

/** An edit carries the version it was read at (409 when someone saved in between). */
export const consoleTeacherUpdateSchema = consoleTeacherFieldsSchema.extend({
  version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive(),
});
export type ConsoleTeacherUpdate = z.infer<typeof consoleTeacherUpdateSchema>;

/** Show or hide a profile (and its place in the list) at the version read. */
export const consoleTeacherVisibleSchema = z.object({
  visible: z.boolean({ error: SERVER_MESSAGES.badRequest }),
  sort: z
    .number({ error: CONSOLE_TEACHER_MESSAGES.sort })
    .int({ error: CONSOLE_TEACHER_MESSAGES.sort })
    .min(0, { error: CONSOLE_TEACHER_MESSAGES.sort })
    .max(100_000, { error: CONSOLE_TEACHER_MESSAGES.sort })
    .optional(),
  version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive(),
});
export type ConsoleTeacherVisible = z.infer<typeof consoleTeacherVisibleSchema>;

export const consoleTeacherDetailSchema = consoleTeacherRowSchema.extend({
  intro: z.string().nullable(),
  qualificationNo: z.string().nullable(),
  honors: z.array(z.string()),
  qualificationImages: z.array(z.string()),
});
export type ConsoleTeacherDetail = z.infer<typeof consoleTeacherDetailSchema>;
