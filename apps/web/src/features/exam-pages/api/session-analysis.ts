import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ExamAnalysis } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { examPageKeys } from './keys';

/** One attempt's paper with my answers, the right answers, the analysis and the teacher's comments. */
export function fetchSessionAnalysis(sessionId: number): Promise<ExamAnalysis> {
  return apiGet<ExamAnalysis>(fillPath(API_PATHS.examSessionAnalysis, { id: sessionId }), {
    requireToken: true,
    silent: true,
  });
}

export const sessionAnalysisQuery = (sessionId: number) =>
  queryOptions({
    queryKey: examPageKeys.analysis(sessionId),
    queryFn: () => fetchSessionAnalysis(sessionId),
    retry: false,
  });

export const useSessionAnalysis = (sessionId: number | null) =>
  useQuery({ ...sessionAnalysisQuery(sessionId ?? 0), enabled: sessionId !== null });
