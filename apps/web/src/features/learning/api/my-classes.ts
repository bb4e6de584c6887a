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

/**
 * Fresh for a few seconds: the learning centre reads the list in its study block's gate and again in the class
 * list as it mounts right after; without this the list asked the server twice on every visit. Mutations still
 * invalidate it at once.
 */
export const MY_CLASSES_FRESH_MS = 5_000;

export const myClassesQuery = (studentId?: number) =>
  queryOptions({
    queryKey: learnKeys.myClasses(studentId),
    queryFn: () => fetchMyClasses(studentId),
    staleTime: MY_CLASSES_FRESH_MS,
  });

export const useMyClasses = (studentId?: number) => useQuery(myClassesQuery(studentId));
