import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type QbCheckRequest, type QbCheckResult } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { examPageKeys } from './keys';

/** Checks one practice answer: right or wrong at once, with the right answer and the analysis. */
export function checkQuestion(questionId: number, body: QbCheckRequest): Promise<QbCheckResult> {
  return apiPost<QbCheckResult>(fillPath(API_PATHS.qbQuestionCheck, { id: questionId }), body, {
    requireToken: true,
  });
}

/**
 * A check moves that point's percentage and may add to the wrong notebook: both reload. The question list keeps
 * its page (its lastRight marks refresh the next time it is fetched), so the question in view stays put.
 */
export function useCheckQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, body }: { questionId: number; body: QbCheckRequest }) => checkQuestion(questionId, body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [...examPageKeys.practice, 'points'] });
      void qc.invalidateQueries({ queryKey: examPageKeys.wrongAll });
    },
  });
}
