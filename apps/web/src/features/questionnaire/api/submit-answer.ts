import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath, type AnswerReceipt, type AnswerRequest } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';
import { questionnaireKeys } from './keys';

/** 提交问卷: the first time a new response, later (until the close) a change of it. */
export function submitAnswer(id: number, body: AnswerRequest): Promise<AnswerReceipt> {
  return apiPut<AnswerReceipt>(fillPath(API_PATHS.questionnaireAnswer, { id }), body, { requireToken: true });
}

export function useSubmitAnswer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AnswerRequest }) => submitAnswer(id, body),
    // The tabs, my answers and the results all move.
    onSuccess: () => void qc.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}
