import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type CreateOrderRequest, type OrderView } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { orderKeys } from './keys';

/**
 * The Idempotency-Key is made once per checkout visit by the caller: a double tap or a retry after a lost
 * answer then returns the first order instead of making a second one.
 */
export function createOrder(input: CreateOrderRequest, idempotencyKey: string): Promise<OrderView> {
  return apiPost<OrderView>(API_PATHS.orderCreate, input, {
    requireToken: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateOrder(idempotencyKey: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrderRequest) => createOrder(input, idempotencyKey),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: orderKeys.orders });
      void qc.invalidateQueries({ queryKey: orderKeys.cart });
      void qc.invalidateQueries({ queryKey: orderKeys.coupons });
    },
  });
}
