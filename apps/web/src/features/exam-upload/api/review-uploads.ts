import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ExamUploadPageOf, type ExamUploadReviewQuery } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { examUploadKeys } from './keys';

/** A tutor's list to review: uploads of the pupils in the classes they tutor, by status, kind and the pupil's name. */
export function fetchReviewUploads(q: Partial<ExamUploadReviewQuery>): Promise<ExamUploadPageOf> {
  return apiGet<ExamUploadPageOf>(API_PATHS.examUploadTutorPage, { params: q, requireToken: true });
}

/** `enabled` false: not asked (a teacher, who reviews nothing, would only be refused). */
export const useReviewUploads = (q: Partial<ExamUploadReviewQuery>, enabled = true) =>
  useQuery({
    queryKey: examUploadKeys.review(q),
    queryFn: () => fetchReviewUploads(q),
    placeholderData: keepPreviousData,
    enabled,
  });
