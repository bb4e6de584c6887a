import type { BaseRecord } from '@refinedev/core';
import {
  API_PATHS,
  fillPath,
  type ConsoleTeacherDetail,
  type ConsoleTeacherPage,
  type ConsoleTeacherQuery,
} from '@salt/domain';
import { apiGet, apiPost, apiPut } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** The 教师 list's filters (the query's names, also the page URL's). */
export const TEACHER_FILTERS = ['keyword', 'kind', 'subject', 'visible'] as const;
export type TeacherFilter = (typeof TEACHER_FILTERS)[number];

/** Resource `teachers`: teacher and tutor profiles for admins; the form's create and versioned save (by user id). */
export const teachersProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: ConsoleTeacherQuery & Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 10,
    };
    for (const field of TEACHER_FILTERS) {
      const value = filterValue(filters, field);
      if (typeof value === 'string' && value.trim() !== '') params[field] = value.trim();
    }
    const page = await apiGet<ConsoleTeacherPage>(API_PATHS.consoleTeacherPage, { params, silent: true });
    return {
      data: page.records.map((r) => ({ ...r, id: r.userId })) as unknown as BaseRecord[] as never,
      total: page.total,
    };
  },

  async getOne({ id }) {
    const one = await apiGet<ConsoleTeacherDetail>(fillPath(API_PATHS.consoleTeacherDetail, { id }), {
      silent: true,
    });
    return { data: { ...one, id: one.userId } as never };
  },

  async create({ variables }) {
    const created = await apiPost<{ id: number }>(API_PATHS.consoleTeacherCreate, variables, { silent: true });
    return { data: created as never };
  },

  async update({ id, variables }) {
    const saved = await apiPut<ConsoleTeacherDetail>(fillPath(API_PATHS.consoleTeacherUpdate, { id }), variables, {
      silent: true,
    });
    return { data: { ...saved, id: saved.userId } as never };
  },
};

/** 显示 / 隐藏 at the version the row was read at (409 when someone saved in between). */
export const setTeacherVisible = (id: number, visible: boolean, version: number) =>
  apiPost<ConsoleTeacherDetail>(
    fillPath(API_PATHS.consoleTeacherVisible, { id }),
    { visible, version },
    { silent: true },
  );
