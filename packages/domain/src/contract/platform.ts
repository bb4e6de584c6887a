import { z } from 'zod';

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

/** Dictionary types served at startup. `grey_switch` holds one entry; value '1' turns the home page grey. */
export const DICT_TYPES = ['subject', 'dept', 'grade', 'level_txt', 'grey_switch'] as const;
export type DictType = (typeof DICT_TYPES)[number];
