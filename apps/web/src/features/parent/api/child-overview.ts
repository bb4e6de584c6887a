import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type ParentOverview } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { parentKeys } from './keys';

/** A bound child's classes, this week's sessions, homework marks, exam scores and reports. */
export function fetchChildOverview(childId: number): Promise<ParentOverview> {
  return apiGet<ParentOverview>(fillPath(API_PATHS.parentChildOverview, { studentId: childId }), {
    requireToken: true,
  });
}

export const childOverviewQuery = (childId: number) =>
  queryOptions({ queryKey: parentKeys.overview(childId), queryFn: () => fetchChildOverview(childId) });

export const useChildOverview = (childId: number | null) =>
  useQuery({ ...childOverviewQuery(childId ?? 0), enabled: childId !== null });
