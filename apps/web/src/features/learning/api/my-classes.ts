import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type MyClass } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

export function fetchMyClasses(): Promise<MyClass[]> {
  return apiGet<MyClass[]>(API_PATHS.learnMyClasses, { requireToken: true });
}

export const myClassesQuery = () => queryOptions({ queryKey: learnKeys.myClasses(), queryFn: fetchMyClasses });

export const useMyClasses = () => useQuery(myClassesQuery());
