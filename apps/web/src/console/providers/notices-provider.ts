import type { BaseRecord } from '@refinedev/core';
import {
  API_PATHS,
  fillPath,
  type ConsoleNoticeAudiences,
  type ConsoleNoticePage,
  type ConsoleNoticeQuery,
} from '@salt/domain';
import { apiGet, apiPost, apiPut } from '../../lib/api/client';
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

  /** 修改: the title and text at the version the row was read at (409 when someone saved in between). */
  async update({ id, variables }) {
    const saved = await apiPut<{ id: number }>(fillPath(API_PATHS.consoleNoticeUpdate, { id }), variables, {
      silent: true,
    });
    return { data: saved as never };
  },
};

/** 撤回 at the version the row was read at. */
export const withdrawNotice = (id: number, version: number) =>
  apiPost(fillPath(API_PATHS.consoleNoticeWithdraw, { id }), { version }, { silent: true });

/** The form's selects: the classes the caller may post to and (admins) users matching the keyword. */
export const noticeAudiences = (keyword: string) =>
  apiGet<ConsoleNoticeAudiences>(API_PATHS.consoleNoticeAudiences, {
    params: keyword ? { keyword } : {},
    silent: true,
  });
