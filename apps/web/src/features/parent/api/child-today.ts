import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ParentToday } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { parentKeys } from './keys';

/** What is new today (China time) for a bound child. */
export function fetchChildToday(childId: number): Promise<ParentToday> {
  return apiGet<ParentToday>(fillPath(API_PATHS.parentChildToday, { studentId: childId }), { requireToken: true });
}

export const childTodayQuery = (childId: number) =>
  queryOptions({ queryKey: parentKeys.today(childId), queryFn: () => fetchChildToday(childId) });

export const useChildToday = (childId: number | null) =>
  useQuery({ ...childTodayQuery(childId ?? 0), enabled: childId !== null });
