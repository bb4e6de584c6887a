import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { BANNER_MESSAGES as M, BANNER_PLACEMENTS } from '../banner-rules';
import { idParam, safeString } from './fields';

/** 首页轮播 as staff see a banner: its goods, window and where it stands now (banner-rules bannerState). */
export const consoleBannerSchema = z.object({
  id: z.number().int(),
  placement: z.enum(BANNER_PLACEMENTS),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  spuId: z.number().int(),
  goodsTitle: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  state: z.enum(['showing', 'scheduled', 'ended', 'disabled', 'offSale']),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ConsoleBanner = z.infer<typeof consoleBannerSchema>;
export const consoleBannerListSchema = z.array(consoleBannerSchema);

/** 首页轮播's filter: one placement's banners; none: all of them. */
export const consoleBannerListQuerySchema = z.object({
  placement: z.enum(BANNER_PLACEMENTS, { error: M.placement }).optional(),
});
export type ConsoleBannerListQuery = z.infer<typeof consoleBannerListQuerySchema>;

const instant = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ error: M.window })
    .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), M.window)
    .nullable()
    .optional(),
);

const bannerFields = {
  /** Older clients send none: the shop's home page, where every banner showed before placements. */
  placement: z.enum(BANNER_PLACEMENTS, { error: M.placement }).default('shop'),
  title: safeString(M.title).trim().min(1, { error: M.title }).max(40, { error: M.title }),
  subtitle: z.preprocess(
    (v) => (v === '' ? null : v),
    safeString(M.subtitle).trim().max(80, { error: M.subtitle }).nullable().optional(),
  ),
  imageUrl: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: M.image })
      .regex(/^\/uploads\/images\/[A-Za-z0-9_/-]+\.(?:jpg|png)$/, { error: M.image })
      .nullable()
      .optional(),
  ),
  spuId: z.preprocess((v) => (v === null || v === undefined ? 0 : v), idParam.pipe(z.number({ error: M.goods }))),
  sort: z.number({ error: SERVER_MESSAGES.badRequest }).int().min(0).max(100_000),
  enabled: z.boolean({ error: SERVER_MESSAGES.badRequest }),
  startsAt: instant,
  endsAt: instant,
};

const endAfterStart = (f: { startsAt?: string | null; endsAt?: string | null }, ctx: z.RefinementCtx) => {
  if (f.startsAt && f.endsAt && Date.parse(f.endsAt) <= Date.parse(f.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: M.endAfterStart });
};

/** 新增轮播图: a banner opening on-sale or off-sale goods (it shows only while the goods is on sale). */
export const consoleBannerFormSchema = z.object(bannerFields).superRefine(endAfterStart);
export type ConsoleBannerForm = z.infer<typeof consoleBannerFormSchema>;
export type ConsoleBannerFormInput = z.input<typeof consoleBannerFormSchema>;

/** 编辑轮播图: the form over the version it was read at (409 when someone saved in between). */
export const consoleBannerUpdateSchema = z
  .object({ ...bannerFields, version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive() })
  .superRefine(endAfterStart);
export type ConsoleBannerUpdate = z.infer<typeof consoleBannerUpdateSchema>;
