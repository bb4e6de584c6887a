import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { SYSTEM_ERRORS } from '../errors';
import { safeString } from './fields';

export const serviceTimeSchema = z.object({
  timestamp: z.number(),
  year: z.number().int(),
  month: z.number().int(),
  day: z.number().int(),
  date: z.string(),
});

export const dictItemSchema = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string().nullable(),
});
export type DictItem = z.infer<typeof dictItemSchema>;
export const dictItemListSchema = z.array(dictItemSchema);

/** Dictionary types served at startup. `grey_switch` holds one entry; value '1' turns the home page grey. */
export const DICT_TYPES = ['subject', 'dept', 'grade', 'level_txt', 'grey_switch'] as const;
export type DictType = (typeof DICT_TYPES)[number];

/** Every dictionary by type. */
export const dictMapSchema = z.object(
  Object.fromEntries(DICT_TYPES.map((t) => [t, dictItemListSchema])) as Record<DictType, typeof dictItemListSchema>,
);
export type DictMap = z.infer<typeof dictMapSchema>;

export const dictTypeParamsSchema = z.object({
  type: z.enum(DICT_TYPES, { error: SYSTEM_ERRORS.dictTypeInvalid.msg }),
});

/** Health answers are not enveloped: load balancers read `status`. */
export const healthOkSchema = z.object({ status: z.literal('ok'), db: z.boolean() });
export const healthDegradedSchema = z.object({ status: z.literal('degraded'), db: z.boolean() });

export const pongSchema = z.literal('pong');

/** One page-view (pv) or unique-visitor (uv) event from the web client. */
export const statisticsEventSchema = z.object({
  type: z.enum(['pv', 'uv'], { error: SERVER_MESSAGES.badRequest }),
  path: safeString().max(300, { error: SERVER_MESSAGES.textTooLong }),
  visitorId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: SERVER_MESSAGES.badRequest }),
  time: z.number().int().nonnegative(),
});
export type StatisticsEvent = z.infer<typeof statisticsEventSchema>;

export const statisticsBatchRequestSchema = z
  .array(statisticsEventSchema)
  .max(100, { error: SERVER_MESSAGES.badRequest });
