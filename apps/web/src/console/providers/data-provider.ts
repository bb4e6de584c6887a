import type { BaseRecord, DataProvider } from '@refinedev/core';
import { API_PATHS, fillPath, type ExamAnalysis, type ExamMarkingItem, type ExamReport, type Page } from '@salt/domain';
import { apiGet, apiPut } from '../../lib/api/client';
import { fetchSessionAnalysis } from '../../features/exam-pages';
import { auditList } from './audit-list';
import { filterValue } from './filters';

/** One attempt waiting for (or done with) a teacher's marks; `id` is the session id refine keys rows by. */
export type MarkingRow = ExamMarkingItem & { id: number };
export type MarkingStatus = 'pending' | 'marked';
/** The marking list's filters besides the status (the query's names, also the page URL's). */
export const MARKING_FILTERS = ['examId', 'offeringId', 'answerType'] as const;
export type MarkingFilter = (typeof MARKING_FILTERS)[number];
/** The detail of one attempt for marking: its analysis (stems, reference answers, the pupil's answers). */
export type MarkingDetail = ExamAnalysis & { id: number };
export interface MarkVariables {
  questionId: number;
  score: number;
  comment: string;
}

function unsupported(what: string): never {
  throw new Error(`console data provider: ${what} is not offered by the API`);
}

/**
 * Refine's data provider over the web app's API client (token, refresh, envelope, Chinese error messages), so the
 * console shares one way of calling the server with the main app. Each resource maps to the contract's paths;
 * the console only offers what the server has (a resource without a path throws, it never guesses a URL).
 */
export const consoleDataProvider: DataProvider = {
  getApiUrl: () => '/api',

  async getList({ resource, pagination, filters }) {
    if (resource === 'audit') return (await auditList(pagination, filters)) as never;
    if (resource !== 'marking') unsupported(`list ${resource}`);
    const status = (filterValue(filters, 'status') as MarkingStatus | undefined) ?? 'pending';
    // Only the filters set: an absent one is no filter.
    const narrow = Object.fromEntries(
      MARKING_FILTERS.map((f) => [f, filterValue(filters, f)]).filter(([, v]) => v !== undefined && v !== ''),
    );
    const page = await apiGet<Page<ExamMarkingItem>>(API_PATHS.examMarkingPage, {
      params: { status, ...narrow, current: pagination?.currentPage ?? 1, size: pagination?.pageSize ?? 10 },
      silent: true,
    });
    const data = page.records.map((r) => ({ ...r, id: r.sessionId }));
    return { data: data as unknown as BaseRecord[] as never, total: page.total };
  },

  async getOne({ resource, id }) {
    if (resource !== 'marking') unsupported(`detail ${resource}`);
    const analysis = await fetchSessionAnalysis(Number(id));
    return { data: { ...analysis, id: Number(id) } as never };
  },

  async update({ resource, id, variables }) {
    if (resource !== 'marking') unsupported(`update ${resource}`);
    const report = await apiPut<ExamReport>(fillPath(API_PATHS.examSessionMark, { id }), variables, {
      silent: true,
    });
    return { data: { ...report, id: Number(id) } as never };
  },

  create: ({ resource }) => unsupported(`create ${resource}`),
  deleteOne: ({ resource }) => unsupported(`delete ${resource}`),
};
