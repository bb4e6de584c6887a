import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ClassChangeReviewPage, type ClassChangeReviewQuery } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { classChangeKeys } from './keys';

/**
 * The reviewers' list of 调班申请: an admin's every request, a tutor's or teacher's those of their classes; each row
 * says whether the caller may decide it now (`canReview`).
 */
export function fetchReviewChanges(q: ClassChangeReviewQuery): Promise<ClassChangeReviewPage> {
  return apiGet<ClassChangeReviewPage>(API_PATHS.classChangeReviewPage, { params: q, silent: true });
}

export const useReviewChanges = (q: ClassChangeReviewQuery) =>
  useQuery({
    queryKey: classChangeKeys.review(q),
    queryFn: () => fetchReviewChanges(q),
    placeholderData: keepPreviousData,
  });
