import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function fetchCartCount(): Promise<number> {
  return apiGet<number>(API_PATHS.cartCount, { requireToken: true, silent: true });
}

export const cartCountQuery = () => queryOptions({ queryKey: orderKeys.cartCount, queryFn: fetchCartCount });

/** Only asked for when logged in: without a token the client would open the login dialog. */
export const useCartCount = (loggedIn = true) => useQuery({ ...cartCountQuery(), enabled: loggedIn });
