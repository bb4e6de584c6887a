import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiDelete } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function removeCartItems(ids: number[]): Promise<unknown> {
  return apiDelete<unknown>(API_PATHS.cartRemoveBatch, { data: { ids }, requireToken: true });
}

export function useRemoveCartItems() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: removeCartItems,
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.cart }),
  });
}
