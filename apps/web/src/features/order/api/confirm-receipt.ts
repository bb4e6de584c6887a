import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type OrderView } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function confirmReceipt(orderId: number): Promise<OrderView> {
  return apiPut<OrderView>(API_PATHS.orderConfirmReceipt, undefined, { params: { orderId }, requireToken: true });
}

export function useConfirmReceipt() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: confirmReceipt,
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.orders }),
  });
}
