import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type OrderView } from '@salt/domain';
import { apiPost } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function cancelOrder(orderId: number): Promise<OrderView> {
  return apiPost<OrderView>(API_PATHS.orderCancel, undefined, { params: { orderId }, requireToken: true });
}

export function useCancelOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: orderKeys.orders });
      // A cancelled order gives its coupon back.
      void qc.invalidateQueries({ queryKey: orderKeys.coupons });
    },
  });
}
