import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type OwnedSku } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

/** Which of these classes the buyer already has: checkout refuses them before the form. */
export function fetchOwnedSkus(skuIds: number[]): Promise<OwnedSku[]> {
  return apiGet<OwnedSku[]>(API_PATHS.orderOwned, {
    params: { skuIds: skuIds.join(',') },
    requireToken: true,
    silent: true,
  });
}

export const ownedSkusQuery = (skuIds: number[]) =>
  queryOptions({
    queryKey: [...orderKeys.orders, 'owned', 'skus', skuIds.join(',')],
    queryFn: () => fetchOwnedSkus(skuIds),
  });

export const useOwnedSkus = (skuIds: number[]) => useQuery({ ...ownedSkusQuery(skuIds), enabled: skuIds.length > 0 });
