import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type OrderView } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function fetchOrder(id: number): Promise<OrderView> {
  return apiGet<OrderView>(fillPath(API_PATHS.orderById, { id }), { requireToken: true });
}

export const orderQuery = (id: number) =>
  queryOptions({ queryKey: orderKeys.order(id), queryFn: () => fetchOrder(id) });

export const useOrder = (id: number | null) => useQuery({ ...orderQuery(id ?? 0), enabled: id !== null });
