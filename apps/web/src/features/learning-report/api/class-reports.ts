import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type LearningReportClass } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { reportKeys } from './keys';

/** A class's pupils and their reports for a period (default: the newest with reports): its tutor's view. */
export function fetchClassReports(offeringId: number, period?: string): Promise<LearningReportClass> {
  return apiGet<LearningReportClass>(fillPath(API_PATHS.reportClass, { offeringId }), {
    params: period ? { period } : undefined,
    requireToken: true,
  });
}

export const classReportsQuery = (offeringId: number, period?: string) =>
  queryOptions({
    queryKey: reportKeys.classView(offeringId, period),
    queryFn: () => fetchClassReports(offeringId, period),
  });

export const useClassReports = (offeringId: number, period?: string) =>
  useQuery({ ...classReportsQuery(offeringId, period), enabled: offeringId > 0 });
