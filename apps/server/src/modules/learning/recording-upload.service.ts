import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { fileTypeFromFile } from 'file-type';
import {
  CONSOLE_ERRORS,
  LEARNING_ERRORS,
  RECORDING_VIDEO_MIME_TYPES,
  type ConsoleRecordingUploaded,
} from '@salt/domain';
import type { Database } from '../../db/client';
import { chapters, recordingJobs } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit } from '../console';
import { learningPolicy } from './learning.policy';
import { RECORDING_JOB, privatePathOf, rawKeyOf } from './recording-files';

/** One file part of the upload as @fastify/multipart hands it over (its stream is read here, once). */
export interface VideoPart {
  filename: string;
  file: Readable & { truncated?: boolean };
}

const ACTIVE = ['queued', 'running'];

/** The session and its class, after the caller is found allowed to attach recordings to that class. */
async function authorizedSession(db: Database, actor: Actor, chapterId: number) {
  const [session] = await db
    .select({
      id: chapters.id,
      offeringId: chapters.offeringId,
      playbackKey: chapters.playbackKey,
      endAt: chapters.endAt,
    })
    .from(chapters)
    .where(eq(chapters.id, chapterId));
  if (!session) throw appError(CONSOLE_ERRORS.recordNotFound);
  await learningPolicy.authorize(actor, 'session.recording', { offeringId: session.offeringId });
  return session;
}

async function activeJobOf(db: Pick<Database, 'select'>, chapterId: number) {
  const [row] = await db
    .select({ id: recordingJobs.id })
    .from(recordingJobs)
    .where(and(eq(recordingJobs.chapterId, chapterId), inArray(recordingJobs.state, ACTIVE)))
    .orderBy(desc(recordingJobs.id))
    .limit(1);
  return row ?? null;
}

/** Streams the part to disk; answers its size. A part over the limit (truncated by busboy) is refused. */
async function saveRaw(part: VideoPart, full: string): Promise<number> {
  await fs.mkdir(path.dirname(full), { recursive: true });
  try {
    await pipeline(part.file, createWriteStream(full, { mode: 0o600 }));
  } catch (err) {
    await fs.rm(full, { force: true });
    // @fastify/multipart fails the stream when the part passes the limit (throwFileSizeLimit).
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw appError(LEARNING_ERRORS.recordingTooLarge);
    throw appError(LEARNING_ERRORS.recordingUploadFailed);
  }
  if (part.file.truncated) {
    await fs.rm(full, { force: true });
    throw appError(LEARNING_ERRORS.recordingTooLarge);
  }
  return (await fs.stat(full)).size;
}

/**
 * 上传录像: the video is streamed to private storage, checked by its bytes (a video container), then a job row
 * (排队中) is written with the audit entry and the transcode job is queued. The session's current recording stays
 * until the new one is transcoded. A second upload while one is queued or transcoding is refused.
 */
export async function uploadRecording(
  ctx: AppContext,
  actor: Actor,
  chapterId: number,
  part: VideoPart,
): Promise<ConsoleRecordingUploaded> {
  const session = await authorizedSession(ctx.db, actor, chapterId);
  // A recording is of a session that was held: a live one is being recorded, a future one has nothing to show.
  if (session.endAt > ctx.clock.now()) throw appError(LEARNING_ERRORS.recordingBeforeEnd);
  // Checked before the (possibly long) upload and again under the lock after it.
  if (await activeJobOf(ctx.db, chapterId)) throw appError(LEARNING_ERRORS.recordingBusy);
  const rawKey = rawKeyOf(chapterId, randomUUID());
  const full = privatePathOf(ctx, rawKey);
  const size = await saveRaw(part, full);
  const type = size > 0 ? await fileTypeFromFile(full).catch(() => undefined) : undefined;
  if (!type || !(RECORDING_VIDEO_MIME_TYPES as readonly string[]).includes(type.mime)) {
    await fs.rm(full, { force: true });
    throw appError(size === 0 ? LEARNING_ERRORS.recordingMissing : LEARNING_ERRORS.recordingNotVideo);
  }
  const fileName = (part.filename || `录像.${type.ext}`).slice(0, 200);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      // Uploads of one session take turns, so two at once cannot both be queued.
      await tx.select({ id: chapters.id }).from(chapters).where(eq(chapters.id, chapterId)).for('update');
      if (await activeJobOf(tx, chapterId)) throw appError(LEARNING_ERRORS.recordingBusy);
      const [row] = await tx
        .insert(recordingJobs)
        .values({ chapterId, rawKey, fileName, sizeBytes: size, uploadedBy: actor.userId })
        .returning({ id: recordingJobs.id });
      await recordAudit(tx, actor, {
        action: 'session.recording',
        entity: 'session',
        entityId: chapterId,
        before: { playbackKey: session.playbackKey },
        after: { recordingJobId: row!.id, fileName, sizeBytes: size, type: type.mime },
      });
      return row!.id;
    });
  } catch (err) {
    await fs.rm(full, { force: true });
    throw err;
  }
  await ctx.jobs.send(RECORDING_JOB, { recordingId: id });
  return { id, chapterId };
}
