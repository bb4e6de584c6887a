import type { BaseRecord } from '@refinedev/core';
import { API_PATHS, fillPath, type ConsoleExamOptions, type ConsoleExamPage } from '@salt/domain';
import { apiGet, apiPost, apiPut } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** The exam list's filters: the query's names, also the page URL's. */
export const EXAM_FILTER_FIELDS = ['kind', 'subject', 'grade', 'keyword'] as const;
export type ExamFilterField = (typeof EXAM_FILTER_FIELDS)[number];
export type ExamFilterValues = Partial<Record<ExamFilterField, string>>;

/** Resource `exams` (staff list; admins schedule: the server checks): paged on the server, create, save. */
export const examsProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params: Record<string, unknown> = {
      current: pagination?.currentPage ?? 1,
      size: pagination?.pageSize ?? 20,
    };
    for (const field of EXAM_FILTER_FIELDS) {
      const value = filterValue(filters, field);
      if (value !== undefined && value !== '') params[field] = value;
    }
    const page = await apiGet<ConsoleExamPage>(API_PATHS.consoleExamPage, { params, silent: true });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },

  async create({ variables }) {
    const created = await apiPost<{ id: number }>(API_PATHS.consoleExamCreate, variables, { silent: true });
    return { data: created as never };
  },

  async update({ id, variables }) {
    const saved = await apiPut<{ id: number }>(fillPath(API_PATHS.consoleExamUpdate, { id: String(id) }), variables, {
      silent: true,
    });
    return { data: saved as never };
  },
};

/** The schedule form's papers and classes (admins). */
export const examOptions = () => apiGet<ConsoleExamOptions>(API_PATHS.consoleExamOptions, { silent: true });
