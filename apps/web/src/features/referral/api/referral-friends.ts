import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { API_PATHS, type Page, type ReferralFriend } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { referralKeys } from './keys';
import { nextPageOf } from './next-page';

export const FRIEND_PAGE_SIZE = 20;

/** 推荐列表: the friends I referred, newest first. */
export function fetchReferralFriends(current: number): Promise<Page<ReferralFriend>> {
  return apiGet<Page<ReferralFriend>>(API_PATHS.referralFriends, {
    params: { current, size: FRIEND_PAGE_SIZE },
    requireToken: true,
  });
}

export const referralFriendsQuery = () =>
  infiniteQueryOptions({
    queryKey: referralKeys.friends(),
    queryFn: ({ pageParam }) => fetchReferralFriends(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useReferralFriends = () => useInfiniteQuery(referralFriendsQuery());
