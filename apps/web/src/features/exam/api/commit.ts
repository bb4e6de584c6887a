import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ExamCommitRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { queryRoots } from '../../../lib/api/query-keys';

/**
 * Hands the paper in (idempotent on the server: a repeat gives the same result). `costTime` only for AI practice.
 * The page goes on to the report, which reads its own endpoint, so the answer's body is not used here.
 */
export function commitExam(sessionId: number, body: ExamCommitRequest = {}): Promise<unknown> {
  return apiPost<unknown>(fillPath(API_PATHS.examSessionCommit, { id: sessionId }), body, {
    requireToken: true,
    silent: true,
  });
}

export function useCommitExam() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { sessionId: number; costTime?: number }) =>
      commitExam(v.sessionId, v.costTime === undefined ? {} : { costTime: v.costTime }),
    // Lists, histories and reports (the exam pages' keys) show the attempt's new state. Not this feature's own
    // session query: refetching it is a POST that would start the next attempt of a repeatable exam.
    onSuccess: () => qc.invalidateQueries({ queryKey: queryRoots.examPages }),
  });
}
