import { asc } from 'drizzle-orm';
import { DICT_TYPES, type DictItem, type DictType } from '@salt/domain';
import { dictionaryItems } from '../../db/schema';
import type { AppContext } from '../../platform/context';

type DictMap = Record<DictType, DictItem[]>;

const TTL_MS = 30_000;
let cached: { at: number; data: DictMap } | null = null;

/**
 * All dictionaries, fetched by every page load at start-up. They change rarely, so each instance keeps them for
 * 30 s (the spec's data cache interval) rather than hitting the database for each visitor.
 */
export async function loadDictionaries(ctx: AppContext): Promise<DictMap> {
  if (cached && Date.now() - cached.at < TTL_MS) return cached.data;
  const rows = await ctx.db
    .select()
    .from(dictionaryItems)
    .orderBy(asc(dictionaryItems.type), asc(dictionaryItems.sort), asc(dictionaryItems.id));
  const data = Object.fromEntries(DICT_TYPES.map((t) => [t, [] as DictItem[]])) as DictMap;
  for (const row of rows) {
    if ((DICT_TYPES as readonly string[]).includes(row.type)) {
      data[row.type as DictType].push({ value: row.value, label: row.label, description: row.description });
    }
  }
  cached = { at: Date.now(), data };
  return data;
}

export function clearDictionaryCache() {
  cached = null;
}
