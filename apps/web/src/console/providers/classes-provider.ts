import type { BaseRecord } from '@refinedev/core';
import { API_PATHS, type ConsoleClassPage, type ConsoleClassQuery } from '@salt/domain';
import { apiGet } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

export const CLASS_FILTER_FIELDS = ['keyword', 'phase'] as const;
export type ClassFilterValues = Partial<Record<(typeof CLASS_FILTER_FIELDS)[number], string>>;

/** Resource `classes`: 班级 (admins every class, a teacher the classes they teach: the server narrows it). */
export const classesProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: ConsoleClassQuery & Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 10,
    };
    for (const field of CLASS_FILTER_FIELDS) {
      const v = filterValue(filters, field);
      if (v) params[field] = v as never;
    }
    const page = await apiGet<ConsoleClassPage>(API_PATHS.consoleClassPage, { params, silent: true });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },
};

/** Classes matching a name, as picker options (课程 · 班级): the coupon form's 适用班级. */
export async function searchClasses(keyword: string): Promise<{ value: number; label: string }[]> {
  const params: ConsoleClassQuery & Record<string, unknown> = { current: 1, size: 30 };
  if (keyword.trim()) params.keyword = keyword.trim();
  const page = await apiGet<ConsoleClassPage>(API_PATHS.consoleClassPage, { params, silent: true });
  return page.records.map((c) => ({ value: c.skuId, label: `${c.courseTitle} · ${c.className}` }));
}
