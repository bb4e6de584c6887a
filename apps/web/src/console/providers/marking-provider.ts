import type { BaseRecord } from '@refinedev/core';
import { API_PATHS, fillPath, type ExamAnalysis, type ExamMarkingItem, type ExamReport, type Page } from '@salt/domain';
import { apiGet, apiPut } from '../../lib/api/client';
import { fetchSessionAnalysis } from '../../features/exam-pages';
import { filterValue } from './filters';
import type { ResourceProvider } from './resource-provider';

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

/** Resource `marking`: exam attempts with answers a teacher marks (photo, oral, subjective), and the marks. */
export const markingProvider: ResourceProvider = {
  async getList({ pagination, filters }) {
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

  async getOne({ id }) {
    const analysis = await fetchSessionAnalysis(Number(id));
    return { data: { ...analysis, id: Number(id) } as never };
  },

  async update({ id, variables }) {
    const report = await apiPut<ExamReport>(fillPath(API_PATHS.examSessionMark, { id }), variables, {
      silent: true,
    });
    return { data: { ...report, id: Number(id) } as never };
  },
};
