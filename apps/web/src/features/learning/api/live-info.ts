import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';
import { API_PATHS, type LiveInfo } from '@salt/domain';
import { learnKeys } from './keys';

export function fetchLiveInfo(chapterId: number): Promise<LiveInfo> {
  return apiGet<LiveInfo>(API_PATHS.liveInfo, { params: { chapterId }, requireToken: true, silent: true });
}

/** The join token expires, so the info is never reused from cache: every entry to the room asks anew. */
export const liveInfoQuery = (chapterId: number) =>
  queryOptions({
    queryKey: learnKeys.liveInfo(chapterId),
    queryFn: () => fetchLiveInfo(chapterId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useLiveInfo = (chapterId: number) => useQuery(liveInfoQuery(chapterId));
