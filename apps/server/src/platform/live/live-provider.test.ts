import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AdjustableClock } from '../clock';
import { InProcessFanout } from '../realtime/fanout';
import { JoinTokens } from './join-token';
import { withTokenInPlaylist } from './live-provider';
import { LocalLiveProvider } from './local-live-provider';
import { TencentLiveProvider } from './tencent-live-provider';

describe('live providers', () => {
  it('Tencent Cloud: txSecret = md5(key + streamName + txTime), txTime upper-case hex expiry', () => {
    const key = createHash('sha256').update(String(Math.random())).digest('hex').slice(0, 32);
    const expiresAt = new Date('2026-01-01T00:00:00Z');
    const txTime = (expiresAt.getTime() / 1000).toString(16).toUpperCase();
    expect(txTime).toBe('6955B900');
    const expected = createHash('md5').update(`${key}room-1${txTime}`).digest('hex');
    expect(TencentLiveProvider.sign(key, 'room-1', expiresAt)).toEqual({ txSecret: expected, txTime });
    const url = new TencentLiveProvider('https://play.example.com', key).liveHlsUrl({
      room: 'room-1',
      token: 'T',
      expiresAt,
    });
    expect(url).toBe(`https://play.example.com/live/room-1.m3u8?txSecret=${expected}&txTime=${txTime}&token=T`);
  });

  it('local: live and playback URLs carry the token; playlists get it on every URI', () => {
    const p = new LocalLiveProvider('https://media.example.com/hls/');
    expect(p.liveHlsUrl({ room: 'r1', token: 'a.b' })).toBe('https://media.example.com/hls/r1/index.m3u8?token=a.b');
    expect(p.playbackUrl({ chapterId: 5, playbackKey: 'playback/5/index.m3u8', token: 't' })).toBe(
      '/api/learn/playback/file/5/index.m3u8?token=t',
    );
    const pl = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2,\nseg0.ts\nhttps://cdn/x.ts\n';
    expect(withTokenInPlaylist(pl, 'k')).toBe(
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4?token=k"\n#EXTINF:2,\nseg0.ts?token=k\nhttps://cdn/x.ts\n',
    );
  });

  it('join tokens: one user, one session, until they expire; another secret cannot forge them', async () => {
    const clock = new AdjustableClock();
    const tokens = new JoinTokens('s'.repeat(32), clock);
    const exp = new Date(clock.now().getTime() + 60_000);
    const tk = await tokens.sign({ userId: 3, chapterId: 9, room: 'r', role: 'student' }, exp);
    expect(await tokens.verify(tk)).toMatchObject({ userId: 3, chapterId: 9, room: 'r', role: 'student' });
    expect(await new JoinTokens('x'.repeat(32), clock).verify(tk)).toBeNull();
    expect(await tokens.verify('abc')).toBeNull();
    clock.advance(61_000);
    expect(await tokens.verify(tk)).toBeNull();
  });

  it('in-process fan-out delivers copies to subscribers until they unsubscribe', async () => {
    const f = new InProcessFanout();
    const got: unknown[] = [];
    const off = await f.subscribe('c', (m) => got.push(m));
    const msg = { a: 1 };
    await f.publish('c', msg);
    await f.publish('other', { b: 2 });
    await new Promise((r) => setTimeout(r, 5));
    expect(got).toEqual([{ a: 1 }]);
    expect(got[0]).not.toBe(msg);
    await off();
    await f.publish('c', msg);
    await new Promise((r) => setTimeout(r, 5));
    expect(got).toHaveLength(1);
  });
});
