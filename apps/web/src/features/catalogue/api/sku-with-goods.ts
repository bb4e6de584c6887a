import { queryOptions } from '@tanstack/react-query';
import { API_PATHS, fillPath, type SkuWithGoods } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { catalogueKeys } from './keys';

/** Public: one class (sku) with its goods card — what a checkout link carrying only `?skuId=` needs. */
export function fetchSkuWithGoods(skuId: number): Promise<SkuWithGoods> {
  return apiGet<SkuWithGoods>(fillPath(API_PATHS.spuSkuById, { skuId }));
}

export const skuWithGoodsQuery = (skuId: number) =>
  queryOptions({
    queryKey: catalogueKeys.skuWithGoods(skuId),
    queryFn: () => fetchSkuWithGoods(skuId),
    retry: false,
    staleTime: 30_000,
  });
