import type { BaseRecord } from '@refinedev/core';
import {
  API_PATHS,
  fillPath,
  type ConsolePaperDetail,
  type ConsolePaperPage,
  type ConsoleQuestionDetail,
  type ConsoleQuestionPage,
} from '@salt/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api/client';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

/** 题库's filters: the query's names, also the page URL's (the paper builder's picker sends the same). */
export const QUESTION_FILTER_FIELDS = ['subject', 'grade', 'type', 'difficulty', 'knowledgePoint', 'keyword'] as const;
export type QuestionFilterValues = Partial<Record<(typeof QUESTION_FILTER_FIELDS)[number], string>>;
export const PAPER_FILTER_FIELDS = ['subject', 'grade', 'keyword'] as const;
export type PaperFilterValues = Partial<Record<(typeof PAPER_FILTER_FIELDS)[number], string>>;

const paramsOf = (fields: readonly string[], filters: Parameters<typeof filterValue>[0], current = 1, size = 20) => {
  const params: Record<string, unknown> = { current, size };
  for (const field of fields) {
    const value = filterValue(filters, field);
    if (value !== undefined && value !== '') params[field] = value;
  }
  return params;
};
const silent = { silent: true };

/** One page of the bank (the list and the picker). */
export const questionPage = (params: Record<string, unknown>) =>
  apiGet<ConsoleQuestionPage>(API_PATHS.consoleQuestionPage, { params, silent: true });
export const questionDetail = (id: number) =>
  apiGet<ConsoleQuestionDetail>(fillPath(API_PATHS.consoleQuestionDetail, { id: String(id) }), silent);
export const paperDetail = (id: number) =>
  apiGet<ConsolePaperDetail>(fillPath(API_PATHS.consolePaperDetail, { id: String(id) }), silent);

/** Resource `questions` (staff): paged on the server, create, save at a version, delete when no paper uses it. */
export const questionsProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const page = await questionPage(
      paramsOf(QUESTION_FILTER_FIELDS, filters, pagination?.currentPage, pagination?.pageSize),
    );
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },
  async create({ variables }) {
    return { data: (await apiPost<{ id: number }>(API_PATHS.consoleQuestionCreate, variables, silent)) as never };
  },
  async update({ id, variables }) {
    const url = fillPath(API_PATHS.consoleQuestionUpdate, { id: String(id) });
    return { data: (await apiPut<{ id: number }>(url, variables, silent)) as never };
  },
  async deleteOne({ id }) {
    const url = fillPath(API_PATHS.consoleQuestionDelete, { id: String(id) });
    return { data: (await apiDelete<{ id: number }>(url, silent)) as never };
  },
};

/** Resource `papers` (staff): paged on the server, create, save and delete at a version. */
export const papersProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
    const params = paramsOf(PAPER_FILTER_FIELDS, filters, pagination?.currentPage, pagination?.pageSize);
    const page = await apiGet<ConsolePaperPage>(API_PATHS.consolePaperPage, { params, silent: true });
    return { data: page.records as unknown as BaseRecord[] as never, total: page.total };
  },
  async create({ variables }) {
    return { data: (await apiPost<{ id: number }>(API_PATHS.consolePaperCreate, variables, silent)) as never };
  },
  async update({ id, variables }) {
    const url = fillPath(API_PATHS.consolePaperUpdate, { id: String(id) });
    return { data: (await apiPut<{ id: number }>(url, variables, silent)) as never };
  },
  /** 删除 at the version the row was read at (`meta.version`): 409 if edited since or an exam uses it. */
  async deleteOne({ id, meta }) {
    const url = `${fillPath(API_PATHS.consolePaperDelete, { id: String(id) })}?version=${Number(meta?.version)}`;
    return { data: (await apiDelete<{ id: number }>(url, silent)) as never };
  },
};
