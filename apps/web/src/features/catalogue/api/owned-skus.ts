import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type OwnedSku } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { catalogueKeys } from './keys';

/** The goods' classes the logged-in buyer already has (paid, or ordered and unpaid). */
export function fetchOwnedSkus(spuId: number): Promise<OwnedSku[]> {
  return apiGet<OwnedSku[]>(API_PATHS.orderOwned, { params: { spuId }, requireToken: true, silent: true });
}

export const ownedSkusQuery = (spuId: number) =>
  queryOptions({ queryKey: catalogueKeys.owned(spuId), queryFn: () => fetchOwnedSkus(spuId) });

/** Only with a login: a visitor owns nothing, and the sku list itself stays the public, cached one. */
export const useOwnedSkus = (spuId: number, loggedIn: boolean) =>
  useQuery({ ...ownedSkusQuery(spuId), enabled: loggedIn && Number.isInteger(spuId) && spuId > 0 });
