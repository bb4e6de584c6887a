import type { BaseRecord } from '@refinedev/core';
import { API_PATHS, fillPath, type ConsoleUserDetail, type ConsoleUserPage, type ConsoleUserQuery } from '@salt/domain';
import { apiGet } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** The 用户 list's filters (the query's names, also the page URL's). */
export const USER_FILTERS = ['keyword', 'role', 'state'] as const;
export type UserFilter = (typeof USER_FILTERS)[number];

/** Resource `users` (admins; the server checks): accounts paged and filtered on the server, and one account. */
export const usersProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: ConsoleUserQuery & Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 20,
    };
    for (const field of USER_FILTERS) {
      const value = filterValue(filters, field);
      if (typeof value === 'string' && value.trim() !== '') params[field] = value.trim();
    }
    const page = await fetchUserPage(params);
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },

  async getOne({ id }) {
    const user = await apiGet<ConsoleUserDetail>(fillPath(API_PATHS.consoleUserDetail, { id }), { silent: true });
    return { data: user as never };
  },
};

/** One page of the console's user search (the list, and the family binder's pickers). */
export const fetchUserPage = (params: Record<string, unknown>) =>
  apiGet<ConsoleUserPage>(API_PATHS.consoleUserPage, { params, silent: true });
