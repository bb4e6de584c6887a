import type { SpuPageQuery } from '@salt/domain';

/** Filters as the page keeps them: every field optional, blank means "all". */
export type SpuFilters = Partial<Pick<SpuPageQuery, 'subject' | 'grade' | 'dept' | 'term' | 'keyword'>>;

/** Query keys of the catalogue in one place, so the cart mutation refreshes exactly what it changes. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  spuPage: (filters: SpuFilters, current: number, size: number) =>
    ['catalogue', 'spuPage', filters, current, size] as const,
  spuInfinite: (filters: SpuFilters, size: number) => ['catalogue', 'spuInfinite', filters, size] as const,
  layout: (dept: string, grade: string) => ['catalogue', 'layout', dept, grade] as const,
  spuDetail: (id: number) => ['catalogue', 'spuDetail', id] as const,
  spuSkus: (spuId: number) => ['catalogue', 'spuSkus', spuId] as const,
  /** Under the order feature's ['order', 'orders'] root: placing, paying or cancelling an order refreshes it. */
  owned: (spuId: number) => ['order', 'orders', 'owned', 'spu', spuId] as const,
  teacherPage: (subject: string, current: number, size: number) =>
    ['catalogue', 'teacherPage', subject, current, size] as const,
  teacherDetail: (id: number) => ['catalogue', 'teacherDetail', id] as const,
  cartCount: ['catalogue', 'cartCount'] as const,
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
