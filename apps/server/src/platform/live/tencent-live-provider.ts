import { createHash } from 'node:crypto';
import { LocalLiveProvider } from './local-live-provider';
import type { LiveProvider } from './live-provider';

/**
 * Tencent Cloud CSS (云直播) playback with hotlink protection ("Key 防盗链"):
 * `https://<playDomain>/live/<streamName>.m3u8?txSecret=<md5(key + streamName + txTime)>&txTime=<hex unix seconds>`,
 * txTime being when the URL stops working (upper-case hex). Recordings stay in our storage (VOD transcoding
 * into the storage is a deployment job), so playback URLs are the local provider's.
 */
export class TencentLiveProvider implements LiveProvider {
  readonly name = 'tencent';
  private readonly local = new LocalLiveProvider('/live');
  constructor(
    private readonly playDomain: string,
    private readonly playKey: string,
    private readonly appName = 'live',
  ) {}

  static sign(key: string, streamName: string, expiresAt: Date): { txSecret: string; txTime: string } {
    const txTime = Math.floor(expiresAt.getTime() / 1000)
      .toString(16)
      .toUpperCase();
    const txSecret = createHash('md5')
      .update(key + streamName + txTime)
      .digest('hex');
    return { txSecret, txTime };
  }

  liveHlsUrl({ room, token, expiresAt }: { room: string; token: string; expiresAt: Date }): string {
    const { txSecret, txTime } = TencentLiveProvider.sign(this.playKey, room, expiresAt);
    const host = this.playDomain.replace(/^https?:\/\//, '').replace(/\/$/, '');
    // Our token rides along so an edge function or the web player can tell viewers apart.
    return `https://${host}/${this.appName}/${encodeURIComponent(room)}.m3u8?txSecret=${txSecret}&txTime=${txTime}&token=${encodeURIComponent(token)}`;
  }

  playbackUrl(input: { chapterId: number; playbackKey: string; token: string }): string {
    return this.local.playbackUrl(input);
  }
}
