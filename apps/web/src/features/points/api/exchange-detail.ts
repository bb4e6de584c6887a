import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type PointsExchange } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { pointsKeys } from './keys';

/** One of my exchanges. */
export function fetchExchangeDetail(id: number): Promise<PointsExchange> {
  return apiGet<PointsExchange>(fillPath(API_PATHS.pointsExchangeDetail, { id }), { requireToken: true });
}

export const exchangeDetailQuery = (id: number) =>
  queryOptions({ queryKey: pointsKeys.exchange(id), queryFn: () => fetchExchangeDetail(id) });

export const useExchangeDetail = (id: number | null) =>
  useQuery({ ...exchangeDetailQuery(id ?? 0), enabled: id !== null });
