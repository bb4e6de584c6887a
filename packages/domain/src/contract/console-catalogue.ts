import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { SUBJECT_VALUES } from '../subject-colours';
import { TERM_KINDS } from '../school-terms';
import { scheduleProblem, type ClassSchedule } from '../class-schedule';
import { idParam, optionalText, safeString } from './fields';
import { pageCurrentField, pageOf, pageSizeField, spuCardSchema } from './shop';

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
  groupHoursValid: z.number().int().nullable(),
  needLogistics: z.boolean(),
  /** 教材费: the listed price of the posted materials, kept when a class is refunded after they were posted. */
  materialPriceFen: z.number().int(),
  /** Bumped by every 编辑班级 save (409 when someone saved in between). */
  version: z.number().int(),
  /** It is taught (a class with sessions and pupils), not posted materials only: 课次 and 学员 apply. */
  taught: z.boolean(),
});

export const consoleStaffOptionSchema = z.object({ userId: z.number().int(), name: z.string() });
export type ConsoleStaffOption = z.infer<typeof consoleStaffOptionSchema>;

/** The shop card's own fields, as staff edit them, plus what only staff see. */
export const consoleGoodsDetailSchema = spuCardSchema
  .pick({
    id: true,
    title: true,
    subtitle: true,
    subject: true,
    grade: true,
    term: true,
    deptValue: true,
    coverUrl: true,
    tags: true,
  })
  .extend({
    detailHtml: z.string(),
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

export const CONSOLE_CLASS_MESSAGES = {
  name: '请输入班级名称',
  price: '请输入正确的价格',
  stock: '请输入正确的名额',
  group: '拼团须填写 2–10 人成团、拼团价（低于原价）和有效时长',
  topics: '每讲主题不超过 50 个字，最多 200 讲',
} as const;

const fen = (error: string) => z.number({ error }).int({ error }).min(0, { error }).max(10_000_000, { error });
const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

const seatCount = (error: string) => z.number({ error }).int({ error }).min(0, { error }).max(100_000, { error });

/** What a class sells at: name, prices, seats, posted materials and the group buy (create and edit alike). */
const classSaleFields = {
  name: safeString(CONSOLE_CLASS_MESSAGES.name)
    .trim()
    .min(1, { error: CONSOLE_CLASS_MESSAGES.name })
    .max(100, { error: SERVER_MESSAGES.textTooLong }),
  priceFen: fen(CONSOLE_CLASS_MESSAGES.price),
  originalPriceFen: optionalNumber(fen(CONSOLE_CLASS_MESSAGES.price)),
  needLogistics: z.boolean({ error: SERVER_MESSAGES.badRequest }),
  /** 教材费 (fen; only with posted materials): what a refund after posting keeps (refund-rules). */
  materialPriceFen: optionalNumber(fen(CONSOLE_CLASS_MESSAGES.price)),
  isGroup: z.boolean({ error: SERVER_MESSAGES.badRequest }),
  groupMemberNum: optionalNumber(z.number({ error: CONSOLE_CLASS_MESSAGES.group }).int().min(2).max(10)),
  groupPriceFen: optionalNumber(fen(CONSOLE_CLASS_MESSAGES.group)),
  groupHoursValid: optionalNumber(z.number({ error: CONSOLE_CLASS_MESSAGES.group }).int().min(1).max(168)),
};

interface GroupFields {
  priceFen: number;
  isGroup: boolean;
  groupMemberNum?: number | null;
  groupPriceFen?: number | null;
  groupHoursValid?: number | null;
}

/** A group buy names its size, its price (below the class price) and how long a group stays open. */
const checkGroup = (c: GroupFields, ctx: z.RefinementCtx) => {
  if (
    c.isGroup &&
    (c.groupMemberNum == null || c.groupPriceFen == null || c.groupHoursValid == null || c.groupPriceFen >= c.priceFen)
  )
    ctx.addIssue({ code: 'custom', path: ['groupPriceFen'], message: CONSOLE_CLASS_MESSAGES.group });
};

/**
 * 新增班级: a sellable class of the goods (a sku) and its timetable, from which the sessions (课次) and the class
 * period the shop shows are generated in one go (`createClass`), so the schedule sold is the schedule taught.
 */
export const consoleClassFormSchema = z
  .object({
    ...classSaleFields,
    stock: seatCount(CONSOLE_CLASS_MESSAGES.stock),
    schedule: z.object({
      firstDate: z.string({ error: '首次上课日期无效' }),
      weekdays: z.array(z.number({ error: '上课星期无效' }).int()).max(7, { error: '上课星期无效' }),
      startTime: z.string({ error: '上课时间无效' }),
      endTime: z.string({ error: '上课时间无效' }),
      lessonCount: z.number({ error: '课次数无效' }).int({ error: '课次数无效' }),
    }),
    topics: z
      .array(optionalText(50).pipe(z.string().max(50, { error: CONSOLE_CLASS_MESSAGES.topics })))
      .max(200, { error: CONSOLE_CLASS_MESSAGES.topics }),
  })
  .superRefine((c, ctx) => {
    const problem = scheduleProblem(c.schedule as ClassSchedule);
    if (problem) ctx.addIssue({ code: 'custom', path: ['schedule'], message: problem });
    checkGroup(c, ctx);
  });
export type ConsoleClassForm = z.infer<typeof consoleClassFormSchema>;
export type ConsoleClassFormInput = z.input<typeof consoleClassFormSchema>;

/**
 * 编辑班级: what the class sells at, saved over the version it was read at. `seats` is the class's total places
 * (taken + left); the server keeps the places taken and refuses a total below them (class-edit-rules).
 */
export const consoleClassUpdateSchema = z
  .object({
    ...classSaleFields,
    seats: seatCount(CONSOLE_CLASS_MESSAGES.stock),
    version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive(),
  })
  .superRefine(checkGroup);
export type ConsoleClassUpdate = z.infer<typeof consoleClassUpdateSchema>;
export type ConsoleClassUpdateInput = z.input<typeof consoleClassUpdateSchema>;

export const consoleClassParamsSchema = z.object({ id: idParam, skuId: idParam });
