import fs from 'node:fs/promises';
import { and, eq, ne, sql } from 'drizzle-orm';
import { RECORDING_FAILURES } from '@salt/domain';
import { chapters, recordingJobs } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import type { JobRun } from '../../platform/jobs/job-queue';
import { TranscodeError, playlistSeconds, transcodeToHls } from '../../platform/media/transcode-hls';
import { RECORDING_JOB, outputKeyOf, playlistKeyOf, privatePathOf } from './recording-files';

/** A failing run (a crash, the server stopping) is tried again this many times before the row says 失败. */
const RETRY_LIMIT = 2;
/** Progress is written at most this often: the drawer polls every 2 s, and a row update per frame is waste. */
const PROGRESS_EVERY_MS = 1000;

type Row = typeof recordingJobs.$inferSelect;

const setRow = (ctx: AppContext, id: number, values: Partial<Row>) =>
  ctx.db
    .update(recordingJobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(recordingJobs.id, id));

async function fail(ctx: AppContext, row: Row, reason: string) {
  await setRow(ctx, row.id, { state: 'failed', error: reason });
  await fs.rm(privatePathOf(ctx, row.rawKey), { force: true });
  await fs.rm(privatePathOf(ctx, outputKeyOf(row.chapterId, row.id)), { recursive: true, force: true });
}

/**
 * One transcode: raw upload → HLS in `playback/<chapter>/rec-<row>/`, then the session's playbackKey and duration
 * point at it (one statement, so pupils switch from the old recording to the new one at once), the old recording's
 * folder and the raw file are removed. Idempotent: a retry (the server stopped mid-way, pg-boss hands the job
 * back) finds the row 转码中, empties the output folder and starts over; a row already 已完成 or 失败 is left.
 * A video ffmpeg cannot read ends 失败 with the reason, without a retry, and the old recording stays.
 */
export async function transcodeRecording(
  ctx: AppContext,
  recordingId: number,
  run?: Pick<JobRun, 'signal' | 'retryCount'>,
) {
  const [row] = await ctx.db.select().from(recordingJobs).where(eq(recordingJobs.id, recordingId));
  if (!row || row.state === 'done' || row.state === 'failed') return { skipped: true };
  const raw = privatePathOf(ctx, row.rawKey);
  if (!(await fs.stat(raw).catch(() => null))) {
    await fail(ctx, row, RECORDING_FAILURES.rawMissing);
    return { failed: RECORDING_FAILURES.rawMissing };
  }
  const outKey = outputKeyOf(row.chapterId, row.id);
  const outDir = privatePathOf(ctx, outKey);
  await fs.rm(outDir, { recursive: true, force: true });
  await setRow(ctx, row.id, { state: 'running', percent: 0, error: null, startedAt: new Date() });

  let written = 0;
  let lastAt = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const onProgress = (fraction: number) => {
    // 99 at most until the playlist is in place: 100 means pupils can play it.
    const percent = Math.min(99, Math.floor(fraction * 100));
    const now = Date.now();
    if (percent <= written || now - lastAt < PROGRESS_EVERY_MS) return;
    written = percent;
    lastAt = now;
    writing = writing.then(() =>
      setRow(ctx, row.id, { percent }).catch((err: unknown) => ctx.log.warn({ err }, 'recording progress')),
    );
  };
  try {
    await transcodeToHls(raw, outDir, { onProgress, signal: run?.signal });
  } catch (err) {
    await writing;
    if (err instanceof TranscodeError) {
      ctx.log.warn({ recordingId, detail: err.detail }, 'recording transcode refused by ffmpeg');
      const reason = err.noVideo ? RECORDING_FAILURES.noVideo : RECORDING_FAILURES.unreadable;
      await fail(ctx, row, reason);
      return { failed: reason };
    }
    // Anything else (stopped, expired, out of disk) is retried; the last attempt gives up for staff to see.
    if ((run?.retryCount ?? 0) >= RETRY_LIMIT) await fail(ctx, row, RECORDING_FAILURES.gaveUp);
    throw err;
  }
  await writing;
  const durationSec = await playlistSeconds(`${outDir}/index.m3u8`);
  const [before] = await ctx.db
    .select({ playbackKey: chapters.playbackKey })
    .from(chapters)
    .where(eq(chapters.id, row.chapterId));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(chapters)
      .set({ playbackKey: playlistKeyOf(row.chapterId, row.id), playbackDurationSec: durationSec })
      .where(eq(chapters.id, row.chapterId));
    await tx
      .update(recordingJobs)
      .set({ state: 'done', percent: 100, updatedAt: sql`now()` })
      .where(and(eq(recordingJobs.id, row.id), ne(recordingJobs.state, 'done')));
  });
  await fs.rm(raw, { force: true });
  // The replaced recording's folder, when it was an earlier upload (the demo seed's shared files are left alone).
  const old = before?.playbackKey ?? '';
  const oldDir = old.slice(0, old.lastIndexOf('/'));
  if (/^playback\/\d+\/rec-\d+$/.test(oldDir) && oldDir !== outKey)
    await fs.rm(privatePathOf(ctx, oldDir), { recursive: true, force: true });
  await ctx.caches.invalidate('catalogue');
  return { durationSec };
}

/**
 * The transcode as a durable job (one per upload): retried after a stop (at once handed back) or a crash (handed
 * back when the run expires: an hour, several times what a 2-hour lesson takes at 480p veryfast on two cores).
 */
export function defineRecordingJobs(ctx: AppContext): void {
  ctx.jobs.define<{ recordingId: number }>({
    name: RECORDING_JOB,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 15,
    expireInSeconds: 3600,
    handler: (data, run) => transcodeRecording(ctx, data.recordingId, run),
  });
}
