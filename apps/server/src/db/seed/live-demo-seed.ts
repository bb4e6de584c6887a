import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, gt, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../client';
import { chapters, offerings } from '../schema';
import { makeTestPatternHls } from '../../platform/live/hls-media';
import type { BroadcastTarget } from '../../platform/live/demo-broadcast';

/**
 * Demo recordings: every finished session without a recording gets a short real HLS recording (coloured bars
 * with a caption and a tone, made by the packaged ffmpeg) under `<privateRoot>/playback/<chapterId>/` (the
 * private storage: recordings are paid content), and its `playbackKey`/`playbackDurationSec` set. Run after the
 * learning demo seed, in the background once the server listens (pages show 回放生成中 until then); idempotent
 * (sessions that have a recording are left alone). Answers how many sessions got one.
 */
export async function seedLiveDemo(
  db: Database,
  storageRoot: string,
  opts: { now?: Date; seconds?: number; log?: (line: string) => void; signal?: AbortSignal } = {},
): Promise<number> {
  const log = opts.log ?? ((line: string) => console.info(line));
  const now = opts.now ?? new Date();
  const past = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(and(lt(chapters.endAt, now), isNull(chapters.playbackKey)));
  if (past.length === 0) return 0;
  // One recording, made once into playback/demo-recording/ and hard-linked into each session's folder (copied
  // where links are not possible), so 15 sessions cost ~1 MB, not 15.
  const shared = path.join(storageRoot, 'playback', 'demo-recording');
  await fs.rm(shared, { recursive: true, force: true });
  const rec = await makeTestPatternHls(shared, {
    seconds: opts.seconds ?? 6,
    pattern: 'smptebars',
    caption: '盐课堂 · 课程回放（演示录像）',
    signal: opts.signal,
  });
  for (const { id } of past) {
    opts.signal?.throwIfAborted();
    const dir = path.join(storageRoot, 'playback', String(id));
    await fs.mkdir(dir, { recursive: true });
    for (const f of rec.files) await linkOrCopy(path.join(shared, f), path.join(dir, f));
    await db
      .update(chapters)
      .set({ playbackKey: `playback/${id}/index.m3u8`, playbackDurationSec: rec.durationSec })
      .where(and(eq(chapters.id, id), isNull(chapters.playbackKey)));
  }
  log(`[live-demo] recordings for ${past.length} finished sessions`);
  return past.length;
}

async function linkOrCopy(from: string, to: string) {
  await fs.rm(to, { force: true });
  await fs.link(from, to).catch(() => fs.copyFile(from, to));
}

/**
 * Sessions live at `now` (started, not ended), with their class's room: what the demo broadcaster puts on air
 * when no media server is there. Ordered by start, at most `limit`.
 */
export async function liveNowSessions(db: Database, now: Date, limit = 8): Promise<BroadcastTarget[]> {
  const rows = await db
    .select({
      chapterId: chapters.id,
      room: offerings.liveRoom,
      classTitle: offerings.title,
      chapterTitle: chapters.title,
      endAt: chapters.endAt,
    })
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .where(and(lte(chapters.startAt, now), gt(chapters.endAt, now)))
    .orderBy(asc(chapters.startAt), asc(chapters.id))
    .limit(limit);
  return rows.map((r) => ({
    room: r.room,
    chapterId: r.chapterId,
    title: r.classTitle,
    subtitle: r.chapterTitle,
    endAt: r.endAt,
  }));
}
