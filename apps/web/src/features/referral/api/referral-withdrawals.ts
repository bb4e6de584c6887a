import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, type Page, type ReferralWithdrawal } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { referralKeys } from './keys';
import { nextPageOf } from './next-page';

export const WITHDRAWAL_PAGE_SIZE = 20;

/** 提现记录: my cash withdrawals, newest first, the account masked. */
export function fetchReferralWithdrawals(current: number): Promise<Page<ReferralWithdrawal>> {
  return apiGet<Page<ReferralWithdrawal>>(API_PATHS.referralWithdrawals, {
    params: { current, size: WITHDRAWAL_PAGE_SIZE },
    requireToken: true,
  });
}

export const referralWithdrawalsQuery = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.withdrawals(),
    queryFn: ({ pageParam }) => fetchReferralWithdrawals(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useReferralWithdrawals = () => useInfiniteQuery(referralWithdrawalsQuery());
