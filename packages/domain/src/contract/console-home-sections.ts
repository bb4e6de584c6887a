import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { HOME_SECTION_MESSAGES as M, HOME_SECTION_TITLE_MAX } from '../home-section-rules';
import { SUBJECT_VALUES, isSubjectValue } from '../subject-colours';
import { safeString } from './fields';

/** 首页分区 as staff see one subject: its setting (or the default), the effective title and the goods on sale in it. */
export const consoleHomeSectionSchema = z.object({
  subject: z.string(),
  /** The subject's label (语文, ...). */
  label: z.string(),
  /** The override staff typed; null shows the label. */
  title: z.string().nullable(),
  shown: z.boolean(),
  /** How many goods are on sale in the subject (a section with none does not show on the home page). */
  onSaleCount: z.number().int(),
  /** The stored row's version; 0 while the subject keeps the default (no row yet). */
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type ConsoleHomeSection = z.infer<typeof consoleHomeSectionSchema>;
/** Every subject in display order (hidden ones too). */
export const consoleHomeSectionListSchema = z.array(consoleHomeSectionSchema);

const item = z.object({
  subject: z.string({ error: M.subject }).refine((v): boolean => isSubjectValue(v), { error: M.subject }),
  title: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    safeString(M.title).trim().max(HOME_SECTION_TITLE_MAX, { error: M.title }).nullable().optional(),
  ),
  shown: z.boolean({ error: SERVER_MESSAGES.badRequest }),
  version: z.number({ error: SERVER_MESSAGES.badRequest }).int().min(0).max(2_147_483_647),
});

/**
 * Saving 首页分区: every subject once, in the new display order, each at the version read (0: no row yet).
 * Someone else's save in between: 409 and nothing changes.
 */
export const consoleHomeSectionsSaveSchema = z.object({
  items: z
    .array(item, { error: M.items })
    .length(SUBJECT_VALUES.length, { error: M.items })
    .refine((items) => new Set(items.map((i) => i.subject)).size === items.length, { error: M.items }),
});
export type ConsoleHomeSectionsSave = z.infer<typeof consoleHomeSectionsSaveSchema>;
