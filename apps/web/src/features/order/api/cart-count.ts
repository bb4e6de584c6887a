import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function fetchCartCount(): Promise<number> {
  return apiGet<number>(API_PATHS.cartCount, { requireToken: true, silent: true });
}

export const cartCountQuery = () => queryOptions({ queryKey: orderKeys.cartCount, queryFn: fetchCartCount });

export const useCartCount = (enabled = true) => useQuery({ ...cartCountQuery(), enabled });
