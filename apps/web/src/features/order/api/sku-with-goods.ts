import { API_PATHS, fillPath, type Sku, type SpuCard } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';

/** Public: one class (sku) with its goods card — what a checkout link carrying only `?skuId=` needs. */
export function fetchSkuWithGoods(skuId: number): Promise<{ sku: Sku; spu: SpuCard }> {
  return apiGet<{ sku: Sku; spu: SpuCard }>(fillPath(API_PATHS.spuSkuById, { skuId }));
}
