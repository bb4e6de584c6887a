import { useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type QuestionnaireResult } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { questionnaireKeys } from './keys';

/** The results of a questionnaire I answered (when it shows them). */
export function fetchQuestionnaireResult(id: number): Promise<QuestionnaireResult> {
  return apiGet<QuestionnaireResult>(fillPath(API_PATHS.questionnaireResult, { id }), { requireToken: true });
}

export const useQuestionnaireResult = (id: number) =>
  useQuery({
    queryKey: questionnaireKeys.result(id),
    queryFn: () => fetchQuestionnaireResult(id),
    enabled: id > 0,
    retry: false,
  });
