import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { SUBJECT_VALUES } from '../subject-colours';
import { TERM_KINDS } from '../school-terms';
import { idParam, optionalText, safeString } from './fields';
import { pageCurrentField, pageOf, pageSizeField } from './shop';

/**
 * The console's catalogue: course goods (SPU) as staff see them, on sale or not, and the form that creates and
 * edits one. Classes (skus) are listed with their goods; their own editor comes with the teaching pages.
 */
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const boolQuery = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : blankToUndefined(v)),
  z.boolean({ error: SERVER_MESSAGES.badRequest }).optional(),
);

export const CONSOLE_GOODS_MESSAGES = {
  title: '请输入课程名称',
  subject: '请选择学科',
  grade: '请选择年级',
  term: '请选择学期',
  cover: '封面须为本站上传的图片',
  tags: '标签最多 8 个，每个不超过 10 个字',
  staff: '老师最多 10 位',
} as const;

export const consoleGoodsQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  /** Part of the title. */
  keyword: z.preprocess(blankToUndefined, optionalText(50).optional()),
  subject: z.preprocess(blankToUndefined, z.enum(SUBJECT_VALUES, { error: SERVER_MESSAGES.badRequest }).optional()),
  term: z.preprocess(blankToUndefined, z.enum(TERM_KINDS, { error: SERVER_MESSAGES.badRequest }).optional()),
  onSale: boolQuery,
});
export type ConsoleGoodsQuery = z.input<typeof consoleGoodsQuerySchema>;

export const consoleGoodsRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  term: z.string(),
  coverUrl: z.string().nullable(),
  onSale: z.boolean(),
  recommended: z.boolean(),
  sort: z.number().int(),
  /** Classes (skus) of the goods, their seats left and sold, the lowest price in fen. */
  classes: z.number().int(),
  seatsLeft: z.number().int(),
  sold: z.number().int(),
  minPriceFen: z.number().int().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type ConsoleGoodsRow = z.infer<typeof consoleGoodsRowSchema>;
export const consoleGoodsPageSchema = pageOf(consoleGoodsRowSchema);
export type ConsoleGoodsPage = z.infer<typeof consoleGoodsPageSchema>;

/** A cover is an image this site stores publicly (the console's cover upload answers such a URL). */
const coverField = z.preprocess(
  blankToUndefined,
  optionalText(500)
    .regex(/^\/uploads\/images\/[A-Za-z0-9_/-]+\.(?:jpg|png)$/, { error: CONSOLE_GOODS_MESSAGES.cover })
    .nullable()
    .optional(),
);
const staffIds = z.array(idParam).max(10, { error: CONSOLE_GOODS_MESSAGES.staff });

/** What the goods form sends to create goods (they start off sale: publishing is a separate, audited step). */
export const consoleGoodsFormSchema = z.object({
  title: safeString(CONSOLE_GOODS_MESSAGES.title)
    .trim()
    .min(1, { error: CONSOLE_GOODS_MESSAGES.title })
    .max(100, { error: SERVER_MESSAGES.textTooLong }),
  subtitle: z.preprocess(blankToUndefined, optionalText(200).nullable().optional()),
  subject: z.enum(SUBJECT_VALUES, { error: CONSOLE_GOODS_MESSAGES.subject }),
  grade: safeString(CONSOLE_GOODS_MESSAGES.grade)
    .trim()
    .min(1, { error: CONSOLE_GOODS_MESSAGES.grade })
    .max(16, { error: SERVER_MESSAGES.textTooLong }),
  term: z.enum(TERM_KINDS, { error: CONSOLE_GOODS_MESSAGES.term }),
  /** Province dictionary value; empty = every region. */
  deptValue: z.preprocess(blankToUndefined, optionalText(16).nullable().optional()),
  coverUrl: coverField,
  /** Rich text from the editor; the server sanitises it before storing. */
  detailHtml: z.string({ error: SERVER_MESSAGES.badRequest }).max(50_000, { error: SERVER_MESSAGES.textTooLong }),
  tags: z
    .array(
      safeString(CONSOLE_GOODS_MESSAGES.tags)
        .trim()
        .min(1, { error: CONSOLE_GOODS_MESSAGES.tags })
        .max(10, { error: CONSOLE_GOODS_MESSAGES.tags }),
    )
    .max(8, { error: CONSOLE_GOODS_MESSAGES.tags }),
  recommended: z.boolean({ error: SERVER_MESSAGES.badRequest }),
  sort: z.number({ error: SERVER_MESSAGES.badRequest }).int().min(0).max(100_000),
  teacherIds: staffIds,
  tutorIds: staffIds,
});
export type ConsoleGoodsForm = z.infer<typeof consoleGoodsFormSchema>;
export type ConsoleGoodsFormInput = z.input<typeof consoleGoodsFormSchema>;

/** An edit carries the version it was read at (409 when someone saved in between). */
export const consoleGoodsUpdateSchema = consoleGoodsFormSchema.extend({ version: z.number().int().positive() });
export type ConsoleGoodsUpdate = z.infer<typeof consoleGoodsUpdateSchema>;

export const consoleGoodsSaleSchema = z.object({
  onSale: z.boolean({ error: SERVER_MESSAGES.badRequest }),
  version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive(),
});
export type ConsoleGoodsSale = z.infer<typeof consoleGoodsSaleSchema>;

export const consoleGoodsClassSchema = z.object({
  id: z.number().int(),
  skuCode: z.string(),
  name: z.string(),
  priceFen: z.number().int(),
  originalPriceFen: z.number().int().nullable(),
  stock: z.number().int(),
  sold: z.number().int(),
  isGroup: z.boolean(),
  groupMemberNum: z.number().int().nullable(),
  groupPriceFen: z.number().int().nullable(),
  needLogistics: z.boolean(),
});

export const consoleStaffOptionSchema = z.object({ userId: z.number().int(), name: z.string() });
export type ConsoleStaffOption = z.infer<typeof consoleStaffOptionSchema>;

export const consoleGoodsDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  subject: z.string(),
  grade: z.string(),
  term: z.string(),
  deptValue: z.string().nullable(),
  coverUrl: z.string().nullable(),
  detailHtml: z.string(),
  tags: z.array(z.string()),
  recommended: z.boolean(),
  sort: z.number().int(),
  teacherIds: z.array(z.number().int()),
  tutorIds: z.array(z.number().int()),
  onSale: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  classes: z.array(consoleGoodsClassSchema),
});
export type ConsoleGoodsDetail = z.infer<typeof consoleGoodsDetailSchema>;

/** Who may be named teacher (role 6) or tutor (7, 10, 130) of goods. */
export const consoleStaffOptionsSchema = z.object({
  teachers: z.array(consoleStaffOptionSchema),
  tutors: z.array(consoleStaffOptionSchema),
});
export type ConsoleStaffOptions = z.infer<typeof consoleStaffOptionsSchema>;

/** What a console create answers: the new record's id. */
export const consoleCreatedSchema = z.object({ id: z.number().int() });
