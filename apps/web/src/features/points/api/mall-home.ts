import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type PointsMallHome } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { pointsKeys } from './keys';

/** The mall index: its categories in display order. */
export function fetchMallHome(): Promise<PointsMallHome> {
  return apiGet<PointsMallHome>(API_PATHS.pointsMallHome, { requireToken: true });
}

export const mallHomeQuery = () => queryOptions({ queryKey: pointsKeys.home(), queryFn: fetchMallHome });

export const useMallHome = () => useQuery(mallHomeQuery());
