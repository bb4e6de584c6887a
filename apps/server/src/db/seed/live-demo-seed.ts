import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../client';
import { chapters } from '../schema';
import { ffmpegAvailable, makeTestPatternHls } from '../../platform/live/hls-media';

/**
 * Demo recordings: every finished session without a recording gets a short real HLS recording (a few seconds of
 * coloured bars with a tone, made by Debian's ffmpeg) under `<privateRoot>/playback/<chapterId>/` (the private storage: recordings are paid content), and its
 * `playbackKey`/`playbackDurationSec` set. Run after the learning demo seed; idempotent (sessions that have a
 * recording are left alone). Without ffmpeg it logs a line and does nothing. Answers how many sessions got one.
 */
export async function seedLiveDemo(
  db: Database,
  storageRoot: string,
  opts: { now?: Date; seconds?: number; log?: (line: string) => void } = {},
): Promise<number> {
  const log = opts.log ?? ((line: string) => console.info(line));
  const now = opts.now ?? new Date();
  const past = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(lt(chapters.endAt, now), isNull(chapters.playbackKey)));
  if (past.length === 0) return 0;
  if (!(await ffmpegAvailable())) {
    log('[live-demo] ffmpeg not found: demo recordings skipped (apt-get install -y ffmpeg)');
    return 0;
  }
  // One recording, copied to each session (a few kilobytes each).
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-live-demo-'));
  try {
    const rec = await makeTestPatternHls(tmp, { seconds: opts.seconds ?? 6, pattern: 'smptebars' });
    for (const { id } of past) {
      const dir = path.join(storageRoot, 'playback', String(id));
      await fs.mkdir(dir, { recursive: true });
      for (const f of rec.files) await fs.copyFile(path.join(tmp, f), path.join(dir, f));
      await db
        .update(chapters)
        .set({ playbackKey: `playback/${id}/index.m3u8`, playbackDurationSec: rec.durationSec })
        .where(and(eq(chapters.id, id), isNull(chapters.playbackKey)));
    }
    log(`[live-demo] recordings for ${past.length} finished sessions`);
    return past.length;
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}
