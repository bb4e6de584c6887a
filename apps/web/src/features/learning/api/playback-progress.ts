import { apiPut } from '../../../lib/api/client';
import { API_PATHS } from '@salt/domain';

/** Saving the position is background work: a failure must not interrupt the video with a notification. */
export function savePlaybackProgress(chapterId: number, positionSec: number): Promise<unknown> {
  return apiPut<unknown>(
    API_PATHS.playbackProgress,
    { chapterId, positionSec: Math.max(0, Math.floor(positionSec)) },
    { requireToken: true, silent: true },
  );
}
