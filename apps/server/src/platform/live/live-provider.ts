/**
 * What the live classroom needs from a live-video vendor: where a viewer plays a room's live stream and a
 * session's recording. The join token is ours (see JoinTokens); a vendor that checks its own signature
 * (Tencent Cloud txSecret) gets it added to the URL by its adapter.
 */
export interface LiveProvider {
  readonly name: string;
  /** Live HLS playlist URL of a room for one viewer, valid until `expiresAt`. */
  liveHlsUrl(input: { room: string; token: string; expiresAt: Date }): string;
  /** Recording playlist URL of a session (recordings live in the app's storage). */
  playbackUrl(input: { chapterId: number; playbackKey: string; token: string }): string;
}

export const HLS_CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.aac': 'audio/aac',
  '.vtt': 'text/vtt',
};

/** The file name part of a playback key (`playback/12/index.m3u8` -> `index.m3u8`). */
export function playlistFileOf(playbackKey: string): string {
  return playbackKey.slice(playbackKey.lastIndexOf('/') + 1);
}

/**
 * Adds `?token=` to every URI of an HLS playlist (segment lines and `URI="..."` attributes), since a player
 * resolves relative URIs against the playlist URL without its query string.
 */
export function withTokenInPlaylist(playlist: string, token: string): string {
  const add = (uri: string) => {
    if (/^[a-z]+:\/\//i.test(uri) || uri.startsWith('/')) return uri;
    return `${uri}${uri.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
  };
  return playlist
    .split('\n')
    .map((line) => {
      const t = line.trim();
      if (t === '') return line;
      if (t.startsWith('#')) return line.replace(/URI="([^"]+)"/g, (_m, uri: string) => `URI="${add(uri)}"`);
      return add(t);
    })
    .join('\n');
}
