import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Sku } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { catalogueKeys } from './keys';

export function fetchSpuSkus(spuId: number): Promise<Sku[]> {
  return apiGet<Sku[]>(API_PATHS.spuSkus, { params: { spuId }, silent: true });
}

/** Seats change while people buy: a short stale time keeps "剩余名额" close to the truth. */
export const spuSkusQuery = (spuId: number) =>
  queryOptions({ queryKey: catalogueKeys.spuSkus(spuId), queryFn: () => fetchSpuSkus(spuId), staleTime: 10_000 });

export const useSpuSkus = (spuId: number) =>
  useQuery({ ...spuSkusQuery(spuId), enabled: Number.isInteger(spuId) && spuId > 0 });
