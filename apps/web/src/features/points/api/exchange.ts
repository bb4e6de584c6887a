import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type PointsExchange, type PointsExchangeRequest } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { pointsKeys } from './keys';

/**
 * 兑换: the Idempotency-Key is made once per 提交订单 visit by the caller, so a double tap or a retry after a lost
 * answer returns the first exchange instead of spending twice.
 */
export function exchangeGoods(body: PointsExchangeRequest, idempotencyKey: string): Promise<PointsExchange> {
  return apiPost<PointsExchange>(API_PATHS.pointsExchange, body, {
    requireToken: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useExchangeGoods(idempotencyKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsExchangeRequest) => exchangeGoods(body, idempotencyKey),
    onSuccess: () => void qc.invalidateQueries({ queryKey: pointsKeys.all }),
  });
}
