import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, type Page, type PointsExchange, type PointsExchangeStatus } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { pointsKeys } from './keys';

export const EXCHANGE_PAGE_SIZE = 10;
export type ExchangeTab = PointsExchangeStatus | 'all';

/** 兑换记录, newest first: all or one status. */
export function fetchMyExchanges(status: ExchangeTab, current: number): Promise<Page<PointsExchange>> {
  return apiGet<Page<PointsExchange>>(API_PATHS.pointsExchangePage, {
    params: { current, size: EXCHANGE_PAGE_SIZE, status: status === 'all' ? undefined : status },
    requireToken: true,
  });
}

export const myExchangesQuery = (status: ExchangeTab) =>
  infiniteQueryOptions({
    queryKey: pointsKeys.exchanges(status),
    queryFn: ({ pageParam }) => fetchMyExchanges(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current * last.size < last.total ? last.current + 1 : undefined),
  });

export const useMyExchanges = (status: ExchangeTab) => useInfiniteQuery(myExchangesQuery(status));
