import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type PointsSummary } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { pointsKeys } from './keys';

/** My 盐值 balance, earned total and the next expiry. */
export function fetchPointsSummary(): Promise<PointsSummary> {
  return apiGet<PointsSummary>(API_PATHS.pointsSummary, { requireToken: true });
}

export const pointsSummaryQuery = () => queryOptions({ queryKey: pointsKeys.summary(), queryFn: fetchPointsSummary });

export const usePointsSummary = () => useQuery(pointsSummaryQuery());
