import type { SpuPageQuery } from '@salt/domain';
import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.catalogue;

/** Filters as the page keeps them: every field optional, blank means "all". */
export type SpuFilters = Partial<Pick<SpuPageQuery, 'subject' | 'grade' | 'dept' | 'term' | 'keyword'>>;

/**
 * Query keys of the catalogue's public endpoints (goods, classes, teachers), built here only. The cart and what a
 * buyer owns are the order feature's (`features/order`), whichever page shows them.
 */
export const catalogueKeys = {
  all: root,
  spuPage: (filters: SpuFilters, current: number, size: number) =>
    [...root, 'spuPage', filters, current, size] as const,
  spuInfinite: (filters: SpuFilters, size: number) => [...root, 'spuInfinite', filters, size] as const,
  layout: (dept: string, grade: string) => [...root, 'layout', dept, grade] as const,
  spuDetail: (id: number) => [...root, 'spuDetail', id] as const,
  spuSkus: (spuId: number) => [...root, 'spuSkus', spuId] as const,
  skuWithGoods: (skuId: number) => [...root, 'skuWithGoods', skuId] as const,
  teacherPage: (subject: string, current: number, size: number) =>
    [...root, 'teacherPage', subject, current, size] as const,
  teacherDetail: (id: number) => [...root, 'teacherDetail', id] as const,
};

/** Drops blank filters so `subject=` never reaches the server and equal filters share one cache entry. */
export function cleanFilters(filters: SpuFilters): SpuFilters {
  const out: SpuFilters = {};
  for (const [k, v] of Object.entries(filters) as [keyof SpuFilters, string | undefined][]) {
    const text = v?.trim();
    if (text) (out as Record<string, string>)[k] = text;
  }
  return out;
}
