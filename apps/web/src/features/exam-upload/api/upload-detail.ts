import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ExamUploadDetail } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { examUploadKeys } from './keys';

/** One upload with its pages (signed links) and the review. */
export function fetchUploadDetail(id: number): Promise<ExamUploadDetail> {
  return apiGet<ExamUploadDetail>(fillPath(API_PATHS.examUploadOne, { id }), { requireToken: true });
}

export const uploadDetailQuery = (id: number) =>
  queryOptions({ queryKey: examUploadKeys.one(id), queryFn: () => fetchUploadDetail(id), enabled: id > 0 });

export const useUploadDetail = (id: number) => useQuery(uploadDetailQuery(id));
