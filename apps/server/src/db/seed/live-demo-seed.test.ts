import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { liveClassFactory } from '../../test/live-factories';
import { liveNowSessions, seedLiveDemo } from './live-demo-seed';

const savedPath = process.env.PATH;

describe('live demo recordings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => {
    process.env.PATH = savedPath;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records the finished sessions once, as HLS in the storage, with the packaged ffmpeg', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const root = path.join(t.ctx.config.dataDir, 'private');
    process.env.PATH = ''; // a bare machine: no system ffmpeg
    const n = await seedLiveDemo(t.ctx.db, root, { seconds: 2, log: () => {} });
    expect(n).toBeGreaterThanOrEqual(1);
    const [past] = await t.ctx.db.select().from(chapters).where(eq(chapters.id, cls.chapters[0]!.id));
    expect(past).toMatchObject({ playbackKey: `playback/${past!.id}/index.m3u8`, playbackDurationSec: 2 });
    const playlist = await fs.readFile(path.join(root, past!.playbackKey!), 'utf8');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const segment = playlist.split('\n').find((l) => l.endsWith('.ts'))!;
    expect((await fs.stat(path.join(root, 'playback', String(past!.id), segment))).size).toBeGreaterThan(10_000);
    const [live] = await t.ctx.db.select().from(chapters).where(eq(chapters.id, cls.chapters[1]!.id));
    expect(live!.playbackKey).toBeNull();
    expect(await seedLiveDemo(t.ctx.db, root, { log: () => {} })).toBe(0);
  });

  it('lists the sessions live now with their class room, for the demo broadcast', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const live = await liveNowSessions(t.ctx.db, new Date());
    const mine = live.find((s) => s.chapterId === cls.chapters[1]!.id);
    expect(mine).toMatchObject({ room: cls.offering.liveRoom, title: cls.offering.title, subtitle: '第2讲' });
    expect(live.map((s) => s.chapterId)).not.toContain(cls.chapters[0]!.id);
    expect(live.map((s) => s.chapterId)).not.toContain(cls.chapters[2]!.id);
  });
});
