import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ExamUploadMineQuery, type ExamUploadPageOf } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { examUploadKeys } from './keys';

/** My uploads, newest first, by kind and status. */
export function fetchMyUploads(q: Partial<ExamUploadMineQuery>): Promise<ExamUploadPageOf> {
  return apiGet<ExamUploadPageOf>(API_PATHS.examUploadMine, { params: q, requireToken: true });
}

export const myUploadsQuery = (q: Partial<ExamUploadMineQuery>) =>
  queryOptions({ queryKey: examUploadKeys.mine(q), queryFn: () => fetchMyUploads(q) });

export const useMyUploads = (q: Partial<ExamUploadMineQuery>) => useQuery(myUploadsQuery(q));
