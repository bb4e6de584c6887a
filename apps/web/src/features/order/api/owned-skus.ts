import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type OwnedSku } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys, type OwnedSkusOf } from './keys';

/**
 * The classes the logged-in buyer already has (paid, or ordered and unpaid), of one goods (its pages tag them) or
 * of some classes (checkout refuses them before the form).
 */
export function fetchOwnedSkus(of: OwnedSkusOf): Promise<OwnedSku[]> {
  const params = 'spuId' in of ? { spuId: of.spuId } : { skuIds: of.skuIds.join(',') };
  return apiGet<OwnedSku[]>(API_PATHS.orderOwned, { params, requireToken: true, silent: true });
}

export const ownedSkusQuery = (of: OwnedSkusOf) =>
  queryOptions({ queryKey: orderKeys.owned(of), queryFn: () => fetchOwnedSkus(of) });

/** Only with a login (a visitor owns nothing) and something to ask about. */
export const useOwnedSkus = (of: OwnedSkusOf, enabled: boolean) => useQuery({ ...ownedSkusQuery(of), enabled });
