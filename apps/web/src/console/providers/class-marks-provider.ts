import type { BaseRecord } from '@refinedev/core';
import {
  API_PATHS,
  fillPath,
  type ConsoleClassMarkClass,
  type ConsoleClassMarkComment,
  type ConsoleClassMarkDetail,
  type Page,
} from '@salt/domain';
import { apiGet } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/**
 * Resource `class-marks` (admins every class, a teacher their own; the server decides): 课堂评价 averages per
 * class, paged on the server; one class's averages, tag counts and sessions.
 */
export const classMarksProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 10,
    };
    const keyword = filterValue(filters, 'keyword');
    if (keyword) params.keyword = keyword;
    const page = await apiGet<Page<ConsoleClassMarkClass>>(API_PATHS.consoleClassMarkClasses, { params, silent: true });
    const data = page.records.map((r) => ({ ...r, id: r.offeringId }));
    return { data: data as unknown as BaseRecord[] as never, total: page.total };
  },
  async getOne({ id }) {
    const data = await apiGet<ConsoleClassMarkDetail>(
      fillPath(API_PATHS.consoleClassMarkClass, { offeringId: Number(id) }),
      { silent: true },
    );
    return { data: { ...data, id: data.offeringId } as unknown as BaseRecord as never };
  },
};

/** Resource `class-mark-comments`: a class's evaluations (of one session when filtered), newest first. */
export const classMarkCommentsProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 10,
      offeringId: filterValue(filters, 'offeringId'),
    };
    const chapterId = filterValue(filters, 'chapterId');
    if (chapterId) params.chapterId = chapterId;
    const page = await apiGet<Page<ConsoleClassMarkComment>>(API_PATHS.consoleClassMarkComments, {
      params,
      silent: true,
    });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },
};
