import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type OfferingDetail } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

export function fetchOffering(id: number): Promise<OfferingDetail> {
  // The page shows its own 403 state ('您未报名该课程'), so the client's notification would say it twice.
  return apiGet<OfferingDetail>(fillPath(API_PATHS.learnOffering, { id }), { requireToken: true, silent: true });
}

export const offeringQuery = (id: number) =>
  queryOptions({ queryKey: learnKeys.offering(id), queryFn: () => fetchOffering(id), retry: false });

export const useOffering = (id: number | null) => useQuery({ ...offeringQuery(id ?? 0), enabled: id !== null });
