import type { BaseRecord } from '@refinedev/core';
import { API_PATHS, type ConsoleNoticeAudiences, type ConsoleNoticePage, type ConsoleNoticeQuery } from '@salt/domain';
import { apiGet, apiPost } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** Resource `notices`: the notices staff posted (admins all, teachers their classes'), and posting one. */
export const noticesProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: ConsoleNoticeQuery & Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 10,
    };
    const kind = filterValue(filters, 'kind');
    if (kind) params.kind = kind as ConsoleNoticeQuery['kind'];
    const page = await apiGet<ConsoleNoticePage>(API_PATHS.consoleNoticePage, { params, silent: true });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },

  async create({ variables }) {
    const created = await apiPost<{ id: number }>(API_PATHS.consoleNoticeCreate, variables, { silent: true });
    return { data: created as never };
  },
};

/** The form's selects: the classes the caller may post to and (admins) users matching the keyword. */
export const noticeAudiences = (keyword: string) =>
  apiGet<ConsoleNoticeAudiences>(API_PATHS.consoleNoticeAudiences, {
    params: keyword ? { keyword } : {},
    silent: true,
  });
