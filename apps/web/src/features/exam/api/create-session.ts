import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ExamSession } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { timed } from '../model/started-session';
import { examKeys } from './keys';

/**
 * Starts an attempt of the exam, or answers the caller's unfinished one (same id, answers kept, remaining time
 * from the server's clock), so calling it again after a reload resumes rather than restarts. Silent: the page
 * shows why an exam cannot be started (not open, closed, not yours, no attempts left) in place.
 */
export function createExamSession(examId: number): Promise<ExamSession> {
  return apiPost<ExamSession>(API_PATHS.examSession, { examId }, { requireToken: true, silent: true });
}

/**
 * One POST per visit of the page: never refetched (the answer holds a clock reading) and dropped once the page
 * is left (gcTime 0), so coming back asks the server again and resumes with the time then left.
 */
export const examSessionQuery = (examId: number) =>
  queryOptions({
    queryKey: examKeys.session(examId),
    queryFn: () => timed(() => createExamSession(examId)),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useExamSession = (examId: number) => useQuery(examSessionQuery(examId));
