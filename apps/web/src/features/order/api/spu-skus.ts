import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Sku } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';

/** Public: the classes (skus) of one goods. */
export function fetchSpuSkus(spuId: number): Promise<Sku[]> {
  return apiGet<Sku[]>(API_PATHS.spuSkus, { params: { spuId } });
}

export const spuSkusQuery = (spuId: number) =>
  queryOptions({ queryKey: ['order', 'spuSkus', spuId], queryFn: () => fetchSpuSkus(spuId), staleTime: 30_000 });

export const useSpuSkus = (spuId: number | null) => useQuery({ ...spuSkusQuery(spuId ?? 0), enabled: spuId !== null });
