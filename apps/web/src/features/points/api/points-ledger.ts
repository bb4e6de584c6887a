import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, type PointsLedgerEntry, type PointsRuleCode, type Page } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { pointsKeys } from './keys';

export const LEDGER_PAGE_SIZE = 20;
export type LedgerDirection = 'in' | 'out' | 'all';
/** One rule's rows, or '' for every rule. */
export type LedgerRule = PointsRuleCode | '';

/** 盐值明细, newest first: all rows, the earned (+) or the spent (−), of every rule or one. */
export function fetchPointsLedger(
  direction: LedgerDirection,
  rule: LedgerRule,
  current: number,
): Promise<Page<PointsLedgerEntry>> {
  return apiGet<Page<PointsLedgerEntry>>(API_PATHS.pointsLedger, {
    params: {
      current,
      size: LEDGER_PAGE_SIZE,
      direction: direction === 'all' ? undefined : direction,
      rule: rule || undefined,
    },
    requireToken: true,
  });
}

export const pointsLedgerQuery = (direction: LedgerDirection, rule: LedgerRule = '') =>
  infiniteQueryOptions({
    queryKey: pointsKeys.ledger(direction, rule),
    queryFn: ({ pageParam }) => fetchPointsLedger(direction, rule, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current * last.size < last.total ? last.current + 1 : undefined),
  });

export const usePointsLedger = (direction: LedgerDirection, rule: LedgerRule = '') =>
  useInfiniteQuery(pointsLedgerQuery(direction, rule));
