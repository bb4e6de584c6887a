import { useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type QuestionnaireDetail } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { questionnaireKeys } from './keys';

/** One questionnaire with its questions and my answers. */
export function fetchQuestionnaireDetail(id: number): Promise<QuestionnaireDetail> {
  return apiGet<QuestionnaireDetail>(fillPath(API_PATHS.questionnaireDetail, { id }), { requireToken: true });
}

export const useQuestionnaireDetail = (id: number) =>
  useQuery({ queryKey: questionnaireKeys.detail(id), queryFn: () => fetchQuestionnaireDetail(id), enabled: id > 0 });
