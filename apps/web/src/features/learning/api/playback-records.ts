import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api/client';
import { API_PATHS, type PlaybackRecords } from '@salt/domain';
import { learnKeys } from './keys';

export function fetchPlaybackRecords(chapterId: number): Promise<PlaybackRecords> {
  return apiGet<PlaybackRecords>(API_PATHS.playbackRecords, {
    params: { chapterId },
    requireToken: true,
    silent: true,
  });
}

/** Record URLs carry an expiring token and the saved position moves as the pupil watches: always fresh. */
export const playbackRecordsQuery = (chapterId: number) =>
  queryOptions({
    queryKey: learnKeys.playback(chapterId),
    queryFn: () => fetchPlaybackRecords(chapterId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const usePlaybackRecords = (chapterId: number) => useQuery(playbackRecordsQuery(chapterId));
