import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiPut } from '../../../lib/api/client';
import { catalogueKeys } from './keys';

export interface AddCartResult {
  id: number;
  /** false when the class already was in the cart. */
  created: boolean;
  count: number;
}

/** requireToken: a logged-out person gets the login dialog and the call is cancelled, nothing is sent. */
export function addCart(skuId: number): Promise<AddCartResult> {
  return apiPut<AddCartResult>(API_PATHS.cartAdd, { skuId }, { requireToken: true });
}

export function useAddCart() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCart,
    onSuccess: (result) => client.setQueryData(catalogueKeys.cartCount, result.count),
  });
}
