import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type QbQuestionPage, type QbQuestionPageQuery } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { examPageKeys } from './keys';

/** Practice questions of a subject, grade and (optionally) knowledge point, without their answers. */
export function fetchQuestionPage(query: QbQuestionPageQuery): Promise<QbQuestionPage> {
  return apiGet<QbQuestionPage>(API_PATHS.qbQuestionPage, { params: query, requireToken: true });
}

export const questionPageQuery = (query: QbQuestionPageQuery) =>
  queryOptions({
    queryKey: examPageKeys.questions(query),
    queryFn: () => fetchQuestionPage(query),
    placeholderData: keepPreviousData,
    // A check changes lastRight; the pupil moving on must not see the question jump back to unpractised.
    staleTime: 5 * 60_000,
  });

export const useQuestionPage = (query: QbQuestionPageQuery | null) =>
  useQuery({
    ...questionPageQuery(query ?? { subject: '2', grade: '', current: 1, size: 1 }),
    enabled: query !== null,
  });
