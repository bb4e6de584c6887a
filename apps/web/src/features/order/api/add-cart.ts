import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type AddCartResponse } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';
import { orderKeys } from './keys';

/** requireToken: a logged-out person gets the login dialog and the call is cancelled, nothing is sent. */
export function addCart(skuId: number): Promise<AddCartResponse> {
  return apiPut<AddCartResponse>(API_PATHS.cartAdd, { skuId }, { requireToken: true });
}

/** The answer carries the new count, so every badge shows it at once; the cart page's list is fetched again. */
export function useAddCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCart,
    onSuccess: (result) => {
      client.setQueryData(orderKeys.cartCount, result.count);
      void client.invalidateQueries({ queryKey: orderKeys.cartList });
    },
  });
}
