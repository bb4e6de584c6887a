import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type TeacherPage } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { catalogueKeys } from './keys';

export function fetchTeacherPage(subject: string, current: number, size: number): Promise<TeacherPage> {
  return apiGet<TeacherPage>(API_PATHS.teacherPage, {
    params: { subject: subject || undefined, current, size },
    silent: true,
  });
}

export const teacherPageQuery = (subject: string, current: number, size: number) =>
  queryOptions({
    queryKey: catalogueKeys.teacherPage(subject, current, size),
    queryFn: () => fetchTeacherPage(subject, current, size),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useTeacherPage = (subject: string, current: number, size: number) =>
  useQuery(teacherPageQuery(subject, current, size));
