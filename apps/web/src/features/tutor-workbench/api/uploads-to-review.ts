import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { twKeys } from './keys';

/** How many 试卷/作文 uploads wait for review (the review list's total, one row asked for). */
export const fetchUploadsToReview = async (): Promise<number> =>
  (
    await apiGet<{ total: number }>(API_PATHS.examUploadTutorPage, {
      params: { current: 1, size: 1, status: 'pending' },
      requireToken: true,
    })
  ).total;

export const uploadsToReviewQuery = () =>
  queryOptions({ queryKey: twKeys.uploadsToReview(), queryFn: fetchUploadsToReview });
/** Only tutors and staff review uploads (a teacher would be refused): others do not ask. */
export const useUploadsToReview = (reviews: boolean) => useQuery({ ...uploadsToReviewQuery(), enabled: reviews });
