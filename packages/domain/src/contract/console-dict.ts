import { z } from 'zod';
import { SERVER_MESSAGES } from '../messages';
import { DICT_TYPES, type DictType } from './platform';
import { optionalText, safeString } from './fields';

/**
 * 字典 in the console: the lists every page reads at start (subjects, regions, grades, level texts) and the home
 * page's grey switch. Staff rename entries, reorder them and add new ones; a value never changes once made, since
 * goods, classes and pupils store it.
 */
export const DICT_TYPE_LABELS: Record<DictType, string> = {
  subject: '学科',
  dept: '地区',
  grade: '年级',
  level_txt: '等级文案',
  grey_switch: '首页置灰',
};

export const CONSOLE_DICT_MESSAGES = {
  value: '请输入 1–32 位字母、数字、下划线或短横线的值',
  label: '请输入名称（不超过 32 个字）',
  sort: '排序须为 0–9999 的整数',
  type: '请选择字典',
} as const;

export const consoleDictItemSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  sort: z.number().int(),
  version: z.number().int(),
});
export type ConsoleDictItem = z.infer<typeof consoleDictItemSchema>;

export const consoleDictListSchema = z.object({
  /** The home page is grey now (the grey_switch entry's value is '1'). */
  grey: z.boolean(),
  greyVersion: z.number().int(),
  types: z.array(z.object({ type: z.enum(DICT_TYPES), label: z.string(), items: z.array(consoleDictItemSchema) })),
});
export type ConsoleDictList = z.infer<typeof consoleDictListSchema>;

const label = safeString(CONSOLE_DICT_MESSAGES.label)
  .trim()
  .min(1, { error: CONSOLE_DICT_MESSAGES.label })
  .max(32, { error: CONSOLE_DICT_MESSAGES.label });
const sort = z
  .number({ error: CONSOLE_DICT_MESSAGES.sort })
  .int({ error: CONSOLE_DICT_MESSAGES.sort })
  .min(0, { error: CONSOLE_DICT_MESSAGES.sort })
  .max(9999, { error: CONSOLE_DICT_MESSAGES.sort });
const description = optionalText(200).optional();

/** A new entry of a list (not the grey switch: it has its one entry, turned on and off). */
export const consoleDictCreateSchema = z.object({
  type: z.enum(['subject', 'dept', 'grade', 'level_txt'], { error: CONSOLE_DICT_MESSAGES.type }),
  value: z
    .string({ error: CONSOLE_DICT_MESSAGES.value })
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, { error: CONSOLE_DICT_MESSAGES.value }),
  label,
  description,
  sort,
});
export type ConsoleDictCreate = z.infer<typeof consoleDictCreateSchema>;
export type ConsoleDictCreateInput = z.input<typeof consoleDictCreateSchema>;

export const consoleDictUpdateSchema = z.object({
  label,
  description,
  sort,
  version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive(),
});
export type ConsoleDictUpdate = z.infer<typeof consoleDictUpdateSchema>;
export type ConsoleDictUpdateInput = z.input<typeof consoleDictUpdateSchema>;

export const consoleGreySwitchSchema = z.object({
  on: z.boolean({ error: SERVER_MESSAGES.badRequest }),
  version: z.number({ error: SERVER_MESSAGES.badRequest }).int().positive(),
});
export type ConsoleGreySwitch = z.infer<typeof consoleGreySwitchSchema>;
