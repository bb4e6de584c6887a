import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type PointsRule } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { pointsKeys } from './keys';

/** The earning rules as staff keep them (amount, daily cap, on/off). */
export function fetchPointsRules(): Promise<PointsRule[]> {
  return apiGet<PointsRule[]>(API_PATHS.pointsRules, { requireToken: true });
}

export const pointsRulesQuery = () => queryOptions({ queryKey: pointsKeys.rules(), queryFn: fetchPointsRules });

export const usePointsRules = () => useQuery(pointsRulesQuery());
