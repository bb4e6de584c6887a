import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, type MyOrdersPage, type OrderTabKey } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

export const ORDER_PAGE_SIZE = 10;

export function fetchMyOrders(tab: OrderTabKey, current: number): Promise<MyOrdersPage> {
  return apiGet<MyOrdersPage>(API_PATHS.orderMyPage, {
    params: { tab, current, size: ORDER_PAGE_SIZE },
    requireToken: true,
  });
}

export const myOrdersQuery = (tab: OrderTabKey) =>
  infiniteQueryOptions({
    queryKey: orderKeys.myOrders(tab),
    queryFn: ({ pageParam }) => fetchMyOrders(tab, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current * last.size < last.total ? last.current + 1 : undefined),
  });

export const useMyOrders = (tab: OrderTabKey) => useInfiniteQuery(myOrdersQuery(tab));
