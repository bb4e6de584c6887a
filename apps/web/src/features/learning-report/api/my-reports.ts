import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type LearningReportPage } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { reportKeys } from './keys';

/** My reports, or with `userId` a bound child's (a parent), newest period first. */
export function fetchMyReports(o: { userId?: number; current: number; size: number }): Promise<LearningReportPage> {
  return apiGet<LearningReportPage>(API_PATHS.reportMine, {
    params: { current: o.current, size: o.size, ...(o.userId !== undefined ? { userId: o.userId } : {}) },
    requireToken: true,
  });
}

export const myReportsQuery = (o: { userId?: number; current: number; size: number }) =>
  queryOptions({
    queryKey: reportKeys.mine(o.userId, o.current, o.size),
    queryFn: () => fetchMyReports(o),
    placeholderData: keepPreviousData,
  });

export const useMyReports = (o: { userId?: number; current: number; size: number; enabled?: boolean }) =>
  useQuery({ ...myReportsQuery(o), enabled: o.enabled ?? true });
