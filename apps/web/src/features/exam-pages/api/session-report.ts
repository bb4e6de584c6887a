import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ExamReport } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { examPageKeys } from './keys';

/** One attempt's report: score (null while a teacher still marks), rank, mastery, recommendations, comments. */
export function fetchSessionReport(sessionId: number): Promise<ExamReport> {
  // The pages show their own state for a missing or foreign report, so the client's notification would repeat it.
  return apiGet<ExamReport>(fillPath(API_PATHS.examSessionReport, { id: sessionId }), {
    requireToken: true,
    silent: true,
  });
}

export const sessionReportQuery = (sessionId: number) =>
  queryOptions({
    queryKey: examPageKeys.report(sessionId),
    queryFn: () => fetchSessionReport(sessionId),
    retry: false,
  });

export const useSessionReport = (sessionId: number | null) =>
  useQuery({ ...sessionReportQuery(sessionId ?? 0), enabled: sessionId !== null });
