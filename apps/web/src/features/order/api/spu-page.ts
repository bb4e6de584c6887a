import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Page, type SpuCard } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';

/** Public catalogue, every goods at once (size -1 = all, spec section 9). */
export function fetchAllSpus(): Promise<SpuCard[]> {
  return apiGet<Page<SpuCard>>(API_PATHS.spuPage, { params: { current: 1, size: -1 } }).then((p) => p.records);
}

export const allSpusQuery = () =>
  queryOptions({ queryKey: ['order', 'allSpus'], queryFn: fetchAllSpus, staleTime: 30_000 });

export const useAllSpus = () => useQuery(allSpusQuery());
