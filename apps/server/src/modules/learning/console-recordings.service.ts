import { asc, desc, eq } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  type ConsoleClassRecordings,
  type ConsoleSessionRecording,
  type RecordingState,
} from '@salt/domain';
import { chapters, offerings, recordingJobs } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { learningPolicy } from './learning.policy';

/**
 * 录像 of a class's sessions for the 课次 drawer: each session's newest upload (its transcode state and percent)
 * or, without one, whether the session has a recording (the demo seed's). Polled every 2 s while `busy`.
 */
export async function classRecordings(ctx: AppContext, actor: Actor, skuId: number): Promise<ConsoleClassRecordings> {
  const [cls] = await ctx.db.select({ id: offerings.id }).from(offerings).where(eq(offerings.skuId, skuId));
  if (!cls) throw appError(CONSOLE_ERRORS.recordNotFound);
  await learningPolicy.authorize(actor, 'session.recording', { offeringId: cls.id });
  const sessions = await ctx.db
    .select({ id: chapters.id, playbackKey: chapters.playbackKey, durationSec: chapters.playbackDurationSec })
    .from(chapters)
    .where(eq(chapters.offeringId, cls.id))
    .orderBy(asc(chapters.seq));
  // Newest row per session (DISTINCT ON keeps the first of each chapter in this order).
  const jobs = await ctx.db
    .selectDistinctOn([recordingJobs.chapterId])
    .from(recordingJobs)
    .innerJoin(chapters, eq(chapters.id, recordingJobs.chapterId))
    .where(eq(chapters.offeringId, cls.id))
    .orderBy(recordingJobs.chapterId, desc(recordingJobs.id));
  const byChapter = new Map(jobs.map((j) => [j.learn_recording_job.chapterId, j.learn_recording_job]));
  const recordings = sessions.map((s): ConsoleSessionRecording => {
    const job = byChapter.get(s.id);
    const hasRecording = s.playbackKey !== null;
    const state: RecordingState = (job?.state as RecordingState | undefined) ?? (hasRecording ? 'done' : 'none');
    return {
      chapterId: s.id,
      state,
      percent: state === 'done' ? 100 : (job?.percent ?? 0),
      hasRecording,
      durationSec: s.durationSec,
      error: state === 'failed' ? (job?.error ?? null) : null,
      updatedAt: job?.updatedAt.toISOString() ?? null,
    };
  });
  return { recordings, busy: recordings.some((r) => r.state === 'queued' || r.state === 'running') };
}
