import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type LearningReport } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { reportKeys } from './keys';

/** One report with its figures and the tutor's comment. */
export function fetchReport(id: number): Promise<LearningReport> {
  return apiGet<LearningReport>(fillPath(API_PATHS.reportOne, { id }), { requireToken: true });
}

export const reportQuery = (id: number) =>
  queryOptions({ queryKey: reportKeys.one(id), queryFn: () => fetchReport(id) });

export const useReport = (id: number) => useQuery({ ...reportQuery(id), enabled: id > 0 });
