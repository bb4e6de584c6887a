import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ExamHistoryPage, type ExamHistoryQuery } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { examPageKeys } from './keys';

/** My handed-in attempts, newest first (the data pages: history, scores, trend; the feedBack lists). */
export function fetchSessionHistory(query: ExamHistoryQuery): Promise<ExamHistoryPage> {
  return apiGet<ExamHistoryPage>(API_PATHS.examSessionHistory, { params: query, requireToken: true });
}

export const sessionHistoryQuery = (query: ExamHistoryQuery) =>
  queryOptions({
    queryKey: examPageKeys.history(query),
    queryFn: () => fetchSessionHistory(query),
    placeholderData: keepPreviousData,
  });

export const useSessionHistory = (query: ExamHistoryQuery, enabled = true) =>
  useQuery({ ...sessionHistoryQuery(query), enabled });
