import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, type PointsLedgerEntry, type Page } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { pointsKeys } from './keys';

export const LEDGER_PAGE_SIZE = 20;
export type LedgerDirection = 'in' | 'out' | 'all';

/** 盐值明细, newest first: all rows, the earned (+) or the spent (−). */
export function fetchPointsLedger(direction: LedgerDirection, current: number): Promise<Page<PointsLedgerEntry>> {
  return apiGet<Page<PointsLedgerEntry>>(API_PATHS.pointsLedger, {
    params: { current, size: LEDGER_PAGE_SIZE, direction: direction === 'all' ? undefined : direction },
    requireToken: true,
  });
}

export const pointsLedgerQuery = (direction: LedgerDirection) =>
  infiniteQueryOptions({
    queryKey: pointsKeys.ledger(direction),
    queryFn: ({ pageParam }) => fetchPointsLedger(direction, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current * last.size < last.total ? last.current + 1 : undefined),
  });

export const usePointsLedger = (direction: LedgerDirection) => useInfiniteQuery(pointsLedgerQuery(direction));
