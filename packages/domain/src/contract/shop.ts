import { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES } from '../messages';
import { SHOP_MESSAGES } from '../shop-messages';
import { SUBJECT_VALUES } from '../subject-colours';
import { MAX_ID, idParam, mobileField, optionalText, requiredText } from './fields';

/**
 * Course shop contract: catalogue, teachers, cart and addresses. Money is integer fen (`priceFen`), seats are
 * `stock` (seats left). Dates are 'YYYY-MM-DD', times 'HH:mm' (Asia/Shanghai), instants ISO strings.
 */

/** Query strings often carry empty values for unset filters (`subject=`); treat those as absent. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const optionalQueryText = (max: number) => z.preprocess(blankToUndefined, optionalText(max).optional());

/** An id in a JSON body: the shared `idParam` (a positive integer in the column's range, or its digits). */
export const bodyIdField = idParam;

export const pageCurrentField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: SERVER_MESSAGES.badRequest })
    .int({ error: SERVER_MESSAGES.badRequest })
    .min(1, { error: SERVER_MESSAGES.badRequest })
    .max(1_000_000, { error: SERVER_MESSAGES.badRequest })
    .default(1),
);

/** -1 = all (spec section 9), otherwise 1-100. */
export const pageSizeField = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: SHOP_MESSAGES.pageSizeInvalid })
    .int({ error: SHOP_MESSAGES.pageSizeInvalid })
    .refine((n) => n === -1 || (n >= 1 && n <= 100), { error: SHOP_MESSAGES.pageSizeInvalid })
    .default(10),
);

export const subjectField = z.enum(SUBJECT_VALUES, { error: SHOP_MESSAGES.subjectInvalid });
const optionalSubject = z.preprocess(blankToUndefined, subjectField.optional());

export const pageQuerySchema = z.object({ current: pageCurrentField, size: pageSizeField });
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** `{records, total, current, size}`; size -1 echoes -1. */
export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    current: z.number().int(),
    size: z.number().int(),
  });
}
export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

// ---------------------------------------------------------------- catalogue

export const classPeriodSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  lessonCount: z.number().int(),
});
export type ClassPeriod = z.infer<typeof classPeriodSchema>;

/** A teacher or tutor as shown on goods cards. `id` is the user id. */
export const staffBriefSchema = z.object({ id: z.number().int(), name: z.string(), avatar: z.string() });
export type StaffBrief = z.infer<typeof staffBriefSchema>;

export const spuPageQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  subject: optionalSubject,
  grade: optionalQueryText(16),
  /** Region; goods for all regions (dept null) always match. */
  dept: optionalQueryText(16),
  term: optionalQueryText(16),
  /** Case-insensitive substring of the title; % and _ are literal. */
  keyword: optionalQueryText(50),
});
export type SpuPageQuery = z.infer<typeof spuPageQuerySchema>;

/** One goods card. minPriceFen is the lowest sku price (null when the goods has no sku). */
export const spuCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  subject: z.string(),
  grade: z.string(),
  term: z.string(),
  deptValue: z.string().nullable(),
  coverUrl: z.string().nullable(),
  tags: z.array(z.string()),
  minPriceFen: z.number().int().nullable(),
  /** Original (crossed-out) price of the cheapest sku, when it has one. */
  minOriginalPriceFen: z.number().int().nullable(),
  /** Every sku has 0 seats left (or there is no sku). */
  soldOut: z.boolean(),
  /** Seats sold over all skus. */
  sold: z.number().int(),
  hasGroupBuy: z.boolean(),
  needLogistics: z.boolean(),
  teachers: z.array(staffBriefSchema),
  /** The earliest class period of the goods. */
  classPeriod: classPeriodSchema.nullable(),
});
export type SpuCard = z.infer<typeof spuCardSchema>;

export const spuPageSchema = pageOf(spuCardSchema);
export type SpuPage = z.infer<typeof spuPageSchema>;

export const teacherBriefSchema = z.object({
  id: z.number().int(),
  teacherId: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  title: z.string().nullable(),
  subject: z.string().nullable(),
});
export type TeacherBrief = z.infer<typeof teacherBriefSchema>;

export const tutorBriefSchema = z.object({
  id: z.number().int(),
  tutorId: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  title: z.string().nullable(),
  subject: z.string().nullable(),
});
export type TutorBrief = z.infer<typeof tutorBriefSchema>;

export const spuDetailSchema = spuCardSchema.extend({
  /** Sanitised HTML: basic formatting and http(s) images only. */
  detailHtml: z.string(),
  teachers: z.array(teacherBriefSchema.extend({ intro: z.string().nullable() })),
  tutors: z.array(tutorBriefSchema),
  classPeriods: z.array(classPeriodSchema),
});
export type SpuDetail = z.infer<typeof spuDetailSchema>;

export const skuSchema = z.object({
  id: z.number().int(),
  spuId: z.number().int(),
  skuCode: z.string(),
  name: z.string(),
  priceFen: z.number().int(),
  originalPriceFen: z.number().int().nullable(),
  /** Seats left. */
  stock: z.number().int(),
  sold: z.number().int(),
  soldOut: z.boolean(),
  level: z.string().nullable(),
  className: z.string().nullable(),
  needLogistics: z.boolean(),
  isGroup: z.boolean(),
  groupMemberNum: z.number().int().nullable(),
  groupPriceFen: z.number().int().nullable(),
  groupHoursValid: z.number().int().nullable(),
  /** The sku's own periods, or the goods' periods when the sku has none. */
  classPeriods: z.array(classPeriodSchema),
});
export type Sku = z.infer<typeof skuSchema>;

export const skuListSchema = z.array(skuSchema);

export const spuSkusQuerySchema = z.object({ spuId: idParam });

/** `/…/{skuId}`: one class. */
export const skuIdParamsSchema = z.object({ skuId: idParam });

/** One class with its goods card (checkout opened with a sku id). */
export const skuWithGoodsSchema = z.object({ sku: skuSchema, spu: spuCardSchema });
export type SkuWithGoods = z.infer<typeof skuWithGoodsSchema>;

export const layoutQuerySchema = z.object({
  dept: optionalQueryText(16),
  grade: optionalQueryText(16),
});

export const layoutBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Staff's line under the title; null: the goods' subtitle. */
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Goods the banner opens (/pc-shop/goods-detail/{spuId}). */
  spuId: z.number().int(),
});

export const layoutSchema = z.object({
  banners: z.array(layoutBannerSchema),
  /** One section per shown subject that has goods on sale, in staff's 首页分区 order, up to 8 goods each. */
  sections: z.array(
    z.object({ subject: z.string(), title: z.string(), colour: z.string(), goods: z.array(spuCardSchema) }),
  ),
  recommended: z.array(spuCardSchema),
  teachers: z.array(teacherBriefSchema),
});
export type ShopLayout = z.infer<typeof layoutSchema>;

// ---------------------------------------------------------------- teachers

const MAX_LOOKUP_IDS = 100;

/** Comma-joined positive ids, at most 100 (duplicates dropped). */
export function idListField(max = MAX_LOOKUP_IDS) {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(2000, { error: SHOP_MESSAGES.tooManyIds })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: SHOP_MESSAGES.idsInvalid })
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), { error: SHOP_MESSAGES.idsInvalid })
    .refine((ids) => ids.length <= max, { error: SHOP_MESSAGES.tooManyIds });
}

export const teacherBriefListSchema = z.array(teacherBriefSchema);
export const tutorBriefListSchema = z.array(tutorBriefSchema);

export const teacherIdsQuerySchema = z.object({ teacherIds: idListField() });
export const tutorIdsQuerySchema = z.object({ tutorIds: idListField() });

export const teacherPageQuerySchema = z.object({
  current: pageCurrentField,
  size: pageSizeField,
  subject: optionalSubject,
});

export const teacherCardSchema = teacherBriefSchema.extend({
  intro: z.string().nullable(),
  teachingYears: z.number().int(),
});
export type TeacherCard = z.infer<typeof teacherCardSchema>;

export const teacherPageSchema = pageOf(teacherCardSchema);
export type TeacherPage = z.infer<typeof teacherPageSchema>;

export const teacherDetailSchema = teacherCardSchema.extend({
  /** Teaching certificate number (教师资格证). */
  qualificationNo: z.string().nullable(),
  honors: z.array(z.string()),
  /** Photos of the certificates (资质图片) the console uploaded; public images. */
  qualificationImages: z.array(z.string()),
  goods: z.array(spuCardSchema),
});
export type TeacherDetail = z.infer<typeof teacherDetailSchema>;

// ---------------------------------------------------------------- cart

export const addCartRequestSchema = z.object({
  skuId: bodyIdField,
  /** Course classes are one seat each: only 1 is accepted (default 1). */
  quantity: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: SERVER_MESSAGES.badRequest })
      .int({ error: SERVER_MESSAGES.badRequest })
      .min(1, { error: SERVER_MESSAGES.badRequest })
      .max(1, { error: SHOP_MESSAGES.cartQuantityLimit })
      .default(1),
  ),
});
export type AddCartRequest = z.infer<typeof addCartRequestSchema>;

export const addCartResponseSchema = z.object({
  id: z.number().int(),
  /** false when the sku already was in the cart (nothing changed). */
  created: z.boolean(),
  count: z.number().int(),
});
export type AddCartResponse = z.infer<typeof addCartResponseSchema>;

export const cartItemSchema = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  spuId: z.number().int(),
  quantity: z.number().int(),
  title: z.string(),
  skuName: z.string(),
  coverUrl: z.string().nullable(),
  subject: z.string(),
  /** Current price, not the price when added. */
  priceFen: z.number().int(),
  originalPriceFen: z.number().int().nullable(),
  stock: z.number().int(),
  soldOut: z.boolean(),
  offSale: z.boolean(),
  /** Neither sold out nor off sale: can go into an order. */
  available: z.boolean(),
  level: z.string().nullable(),
  className: z.string().nullable(),
  needLogistics: z.boolean(),
  isGroup: z.boolean(),
  addedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartListSchema = z.array(cartItemSchema);

const MAX_REMOVE_IDS = 100;

export const removeCartBodySchema = z
  .object({ ids: z.array(bodyIdField).min(1, { error: SHOP_MESSAGES.cartIdsRequired }).max(MAX_REMOVE_IDS) })
  // Fastify hands an absent body to the validator as null.
  .nullish();
export const removeCartQuerySchema = z.object({
  ids: z.preprocess(blankToUndefined, idListField(MAX_REMOVE_IDS).optional()),
});
export const removeCartResponseSchema = z.object({ removed: z.number().int() });

// ---------------------------------------------------------------- addresses

const addressFields = {
  receiverName: requiredText(32),
  mobile: mobileField,
  province: requiredText(32),
  city: requiredText(32),
  district: requiredText(32),
  detail: requiredText(200),
  isDefault: z.boolean({ error: SERVER_MESSAGES.badRequest }).optional(),
};

export const createAddressRequestSchema = z.object(addressFields);
export type CreateAddressRequest = z.infer<typeof createAddressRequestSchema>;
export const updateAddressRequestSchema = z.object({ id: bodyIdField, ...addressFields });
export type UpdateAddressRequest = z.infer<typeof updateAddressRequestSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  receiverName: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressPageSchema = pageOf(addressSchema);
export type AddressPage = z.infer<typeof addressPageSchema>;
