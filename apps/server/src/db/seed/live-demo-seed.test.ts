import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters } from '../schema';
import { ffmpegAvailable } from '../../platform/live/hls-media';
import { createTestApp, type TestApp } from '../../test/test-app';
import { liveClassFactory } from '../../test/live-factories';
import { seedLiveDemo } from './live-demo-seed';

const hasFfmpeg = await ffmpegAvailable();
if (!hasFfmpeg) console.warn('[live-demo-seed] skipped: no ffmpeg (apt-get install -y ffmpeg)');

describe.skipIf(!hasFfmpeg)('live demo recordings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('records the finished sessions once, as HLS in the storage', async () => {
    const cls = await liveClassFactory(t.ctx.db);
    const root = path.join(t.ctx.config.dataDir, 'uploads');
    const n = await seedLiveDemo(t.ctx.db, root, { seconds: 2, log: () => {} });
    expect(n).toBeGreaterThanOrEqual(1);
    const [past] = await t.ctx.db.select().from(chapters).where(eq(chapters.id, cls.chapters[0]!.id));
    expect(past).toMatchObject({ playbackKey: `playback/${past!.id}/index.m3u8`, playbackDurationSec: 2 });
    const playlist = await fs.readFile(path.join(root, past!.playbackKey!), 'utf8');
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const [live] = await t.ctx.db.select().from(chapters).where(eq(chapters.id, cls.chapters[1]!.id));
    expect(live!.playbackKey).toBeNull();
    expect(await seedLiveDemo(t.ctx.db, root, { log: () => {} })).toBe(0);
  });
});
