import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type CartItem } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function fetchCartList(): Promise<CartItem[]> {
  return apiGet<CartItem[]>(API_PATHS.cartList, { requireToken: true });
}

export const cartListQuery = () => queryOptions({ queryKey: orderKeys.cartList, queryFn: fetchCartList });

export const useCartList = (enabled = true) => useQuery({ ...cartListQuery(), enabled });
