import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type TeacherDetail } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { catalogueKeys } from './keys';

export function fetchTeacherDetail(id: number): Promise<TeacherDetail> {
  return apiGet<TeacherDetail>(fillPath(API_PATHS.teacherDetail, { id }), { silent: true });
}

export const teacherDetailQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.teacherDetail(id),
    queryFn: () => fetchTeacherDetail(id),
    staleTime: 60_000,
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 404,
  });

export const useTeacherDetail = (id: number) =>
  useQuery({ ...teacherDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
