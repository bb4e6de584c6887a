import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type PromotionResult } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { orderKeys } from './keys';

/**
 * Coupons for a prospective order with the best one suggested. A group buy is priced at the group price, so
 * it asks the joint endpoint; everything else the order endpoint.
 */
export function fetchPromotion(skuIds: number[], group: boolean): Promise<PromotionResult> {
  const path = group ? API_PATHS.promotionJoint : API_PATHS.promotionOrder;
  return apiPost<PromotionResult>(path, { items: skuIds.map((skuId) => ({ skuId })) }, { requireToken: true });
}

export const promotionQuery = (skuIds: number[], group: boolean) =>
  queryOptions({
    queryKey: orderKeys.promotion(skuIds, group),
    queryFn: () => fetchPromotion(skuIds, group),
  });

export const usePromotion = (skuIds: number[], group: boolean, enabled = true) =>
  useQuery({ ...promotionQuery(skuIds, group), enabled: enabled && skuIds.length > 0 });
