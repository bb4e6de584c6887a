import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type OrderStatusView } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function fetchOrderStatus(orderId: number): Promise<OrderStatusView> {
  return apiGet<OrderStatusView>(API_PATHS.orderStatus, { params: { orderId }, requireToken: true, silent: true });
}

/** Polled briefly after returning from payment: the payment notification may land a moment after the payer. */
export const orderStatusQuery = (orderId: number) =>
  queryOptions({ queryKey: orderKeys.orderStatus(orderId), queryFn: () => fetchOrderStatus(orderId) });

export const useOrderStatus = (orderId: number | null, refetchInterval: number | false) =>
  useQuery({ ...orderStatusQuery(orderId ?? 0), enabled: orderId !== null, refetchInterval });
