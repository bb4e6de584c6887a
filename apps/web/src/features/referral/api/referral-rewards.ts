import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, type Page, type ReferralReward } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { referralKeys } from './keys';
import { nextPageOf } from './next-page';

export const REWARD_PAGE_SIZE = 20;

/** 我的奖励: one reward per friend whose first order passed the refund window, newest first. */
export function fetchReferralRewards(current: number): Promise<Page<ReferralReward>> {
  return apiGet<Page<ReferralReward>>(API_PATHS.referralRewards, {
    params: { current, size: REWARD_PAGE_SIZE },
    requireToken: true,
  });
}

export const referralRewardsQuery = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.rewards(),
    queryFn: ({ pageParam }) => fetchReferralRewards(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useReferralRewards = () => useInfiniteQuery(referralRewardsQuery());
