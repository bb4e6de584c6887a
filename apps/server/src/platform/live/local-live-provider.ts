import { API_PATHS, fillPath } from '@salt/domain';
import { playlistFileOf, type LiveProvider } from './live-provider';

/**
 * Default provider: live HLS from the media server the platform configures (`LIVE_HLS_BASE_URL`; the default
 * `/live` is served by this app from `DATA_DIR/live/<room>/`), recordings from the app's storage through the
 * token-checking playback route.
 */
export class LocalLiveProvider implements LiveProvider {
  readonly name = 'local';
  constructor(private readonly hlsBaseUrl: string) {}

  liveHlsUrl({ room, token }: { room: string; token: string }): string {
    return `${this.hlsBaseUrl.replace(/\/$/, '')}/${encodeURIComponent(room)}/index.m3u8?token=${encodeURIComponent(token)}`;
  }

  playbackUrl({ chapterId, playbackKey, token }: { chapterId: number; playbackKey: string; token: string }): string {
    const base = fillPath(API_PATHS.playbackFile, { chapterId }).replace(/\*$/, '');
    return `/api${base}${encodeURIComponent(playlistFileOf(playbackKey))}?token=${encodeURIComponent(token)}`;
  }
}
