import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type SpuDetail } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { catalogueKeys } from './keys';

/** Silent: the page shows the server's message ('商品不存在') in place instead of a pop-up. */
export function fetchSpuDetail(id: number): Promise<SpuDetail> {
  return apiGet<SpuDetail>(fillPath(API_PATHS.spuDetail, { id }), { silent: true });
}

export const spuDetailQuery = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.spuDetail(id),
    queryFn: () => fetchSpuDetail(id),
    staleTime: 30_000,
    // A missing goods stays missing; retrying only delays the message.
    retry: (count, error) => count < 1 && (error as { status?: number }).status !== 404,
  });

export const useSpuDetail = (id: number) =>
  useQuery({ ...spuDetailQuery(id), enabled: Number.isInteger(id) && id > 0 });
