import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type MyClass } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

/** My classes; with `studentId` a bound child's (a parent reading for the child, read-only). */
export function fetchMyClasses(studentId?: number): Promise<MyClass[]> {
  return apiGet<MyClass[]>(API_PATHS.learnMyClasses, {
    params: studentId !== undefined ? { studentId } : undefined,
    requireToken: true,
  });
}

export const myClassesQuery = (studentId?: number) =>
  queryOptions({ queryKey: learnKeys.myClasses(studentId), queryFn: () => fetchMyClasses(studentId) });

export const useMyClasses = (studentId?: number) => useQuery(myClassesQuery(studentId));
