import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type SpuDetail } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';

export function fetchSpuDetail(id: number): Promise<SpuDetail> {
  return apiGet<SpuDetail>(fillPath(API_PATHS.spuDetail, { id }));
}

export const spuDetailQuery = (id: number) =>
  queryOptions({ queryKey: ['order', 'spuDetail', id], queryFn: () => fetchSpuDetail(id), staleTime: 30_000 });

export const useSpuDetail = (id: number | null) => useQuery({ ...spuDetailQuery(id ?? 0), enabled: id !== null });
