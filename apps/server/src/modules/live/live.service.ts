import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  LIVE_SOCKET_PATH,
  liveEntryOpensAt,
  liveStateAt,
  mayEnterLiveAt,
  mayWatchPlayback,
  type LiveInfo,
  type PlaybackRecords,
  LIVE_ERRORS,
} from '@salt/domain';
import { chapters, playbackProgress } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { recordLiveAttendance } from '../learning-report';
import { grantPoints } from '../points';
import { notFound, appError } from '../../platform/errors';
import { livePolicy } from './live.policy';
import { HLS_CONTENT_TYPES, withTokenInPlaylist } from '../../platform/live/live-provider';
import type { JoinClaims } from '../../platform/live/join-token';
import { requireChapterAccess, type ChapterAccess } from '../learning';

const MINUTE = 60_000;

/**
 * How long a join token lives: until classOver + 30 min, but at least 3 hours from now (a playback watched
 * after class) and at most 24 hours (a session weeks away: the client asks again).
 */
export function joinTokenExpiry(endAt: Date, now: Date): Date {
  const t = Math.min(
    Math.max(endAt.getTime() + 30 * MINUTE, now.getTime() + 180 * MINUTE),
    now.getTime() + 1440 * MINUTE,
  );
  return new Date(t);
}

async function issueToken(ctx: AppContext, userId: number, access: ChapterAccess) {
  const expiresAt = joinTokenExpiry(access.chapter.endAt, ctx.clock.now());
  const token = await ctx.live.tokens.sign(
    { userId, chapterId: access.chapter.id, room: access.chapter.room, role: access.role },
    expiresAt,
  );
  return { token, expiresAt };
}

/** 学员可看回放: the class's staff always, its pupils while the class's setting is on. */
const playbackOpenTo = (access: ChapterAccess) => mayWatchPlayback(access.role, access.chapter.playbackOpen);

/** The recording's URL; none without a recording or for a pupil of a class that keeps its recordings closed. */
function playbackUrlOf(ctx: AppContext, access: ChapterAccess, token: string): string | null {
  if (!playbackOpenTo(access)) return null;
  const key = access.chapter.playbackKey;
  return key ? ctx.live.provider.playbackUrl({ chapterId: access.chapter.id, playbackKey: key, token }) : null;
}

export async function liveInfo(ctx: AppContext, userId: number, chapterId: number): Promise<LiveInfo> {
  const access = await requireChapterAccess(ctx, { userId }, chapterId);
  const { chapter } = access;
  const { token, expiresAt } = await issueToken(ctx, userId, access);
  const now = ctx.clock.now();
  const state = liveStateAt(chapter.startAt, chapter.endAt, now);
  // 盐值: a pupil entering the room while the session is live attends it (once per session, within the daily cap).
  // The learning report counts the session attended live.
  if (access.role === 'student' && state === 'live') {
    await recordLiveAttendance(ctx.db, userId, chapter.id, now);
    await grantPoints(ctx.db, { userId, rule: 'liveAttended', sourceKey: `chapter:${chapter.id}`, now });
  }
  return {
    chapterId: chapter.id,
    classBegin: chapter.startAt.toISOString(),
    classOver: chapter.endAt.toISOString(),
    state,
    role: access.role,
    token,
    tokenExpiresAt: expiresAt.toISOString(),
    hlsUrl: ctx.live.provider.liveHlsUrl({ room: chapter.room, token, expiresAt }),
    wsUrl: `/api${LIVE_SOCKET_PATH}?chapterId=${chapter.id}&token=${encodeURIComponent(token)}`,
    recordQuery: chapter.playbackKey !== null,
    playbackUrl: playbackUrlOf(ctx, access, token),
    mayEnter: mayEnterLiveAt(chapter.startAt, chapter.endAt, now, chapter.entryLeadMinutes),
    entryOpensAt: liveEntryOpensAt(chapter.startAt, chapter.entryLeadMinutes).toISOString(),
    playbackOpen: playbackOpenTo(access),
  };
}

export async function playbackRecords(ctx: AppContext, userId: number, chapterId: number): Promise<PlaybackRecords> {
  const access = await requireChapterAccess(ctx, { userId }, chapterId);
  const [progress] = await ctx.db
    .select({ positionSec: playbackProgress.positionSec })
    .from(playbackProgress)
    .where(and(eq(playbackProgress.userId, userId), eq(playbackProgress.chapterId, chapterId)))
    .limit(1);
  const positionSec = progress?.positionSec ?? 0;
  const playbackOpen = playbackOpenTo(access);
  if (!access.chapter.playbackKey || !playbackOpen) return { records: [], positionSec, playbackOpen };
  const { token } = await issueToken(ctx, userId, access);
  return {
    records: [{ url: playbackUrlOf(ctx, access, token)!, durationSec: access.chapter.playbackDurationSec ?? 0 }],
    positionSec,
    playbackOpen,
  };
}

/** Remembers where a student stopped watching (one row per student and session, last write wins). */
export async function savePlaybackProgress(
  ctx: AppContext,
  userId: number,
  chapterId: number,
  positionSec: number,
): Promise<{ positionSec: number }> {
  const access = await requireChapterAccess(ctx, { userId }, chapterId);
  await livePolicy.authorize({ userId }, 'playback.saveProgress', { relation: access.role });
  if (!access.chapter.playbackKey) throw appError(LIVE_ERRORS.noPlayback);
  const duration = access.chapter.playbackDurationSec;
  if (duration !== null && positionSec > duration) throw appError(LIVE_ERRORS.positionOutOfRange);
  const now = ctx.clock.now();
  await ctx.db
    .insert(playbackProgress)
    .values({ userId, chapterId, positionSec, updatedAt: now })
    .onConflictDoUpdate({
      target: [playbackProgress.userId, playbackProgress.chapterId],
      set: { positionSec, updatedAt: now },
    });
  return { positionSec };
}

export interface HlsFile {
  body: Buffer | string;
  contentType: string;
}

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

function contentTypeOf(name: string): string | null {
  return HLS_CONTENT_TYPES[path.extname(name).toLowerCase()] ?? null;
}

/** A token that is valid, unexpired and for this chapter (the enrolment is re-checked: a refund ends access). */
async function verifiedFor(ctx: AppContext, token: string | undefined, check: (c: JoinClaims) => boolean) {
  const claims = await ctx.live.tokens.verify(token);
  if (!claims || !check(claims)) throw appError(LIVE_ERRORS.fileTokenInvalid);
  return claims;
}

function hlsBody(name: string, bytes: Buffer, token: string): HlsFile {
  const contentType = contentTypeOf(name)!;
  if (name.endsWith('.m3u8')) return { body: withTokenInPlaylist(bytes.toString('utf8'), token), contentType };
  return { body: bytes, contentType };
}

/**
 * A recording file (playlist or segment) of a session: only with a join token for that session, and only files
 * beside the session's playlist (its storage folder).
 */
export async function playbackFile(
  ctx: AppContext,
  chapterId: number,
  name: string,
  token: string | undefined,
): Promise<HlsFile> {
  const claims = await verifiedFor(ctx, token, (c) => c.chapterId === chapterId);
  if (!FILE_NAME.test(name) || !contentTypeOf(name)) throw notFound();
  const [chapter] = await ctx.db
    .select({ playbackKey: chapters.playbackKey })
    .from(chapters)
    .where(eq(chapters.id, chapterId))
    .limit(1);
  if (!chapter?.playbackKey) throw appError(LIVE_ERRORS.noPlayback);
  const access = await requireChapterAccess(ctx, { userId: claims.userId }, chapterId);
  // The live room's token also reaches recording files: a pupil's stops here while the class keeps them closed.
  if (!playbackOpenTo(access)) throw appError(LIVE_ERRORS.playbackClosed);
  const dir = chapter.playbackKey.slice(0, chapter.playbackKey.lastIndexOf('/') + 1);
  const bytes = await ctx.privateStorage.get(`${dir}${name}`);
  if (!bytes) throw notFound();
  return hlsBody(name, bytes, token!);
}

/** A live HLS file of a room from DATA_DIR/live/<room>/ (the local media server's output). */
export async function liveFile(
  ctx: AppContext,
  room: string,
  name: string,
  token: string | undefined,
): Promise<HlsFile> {
  await verifiedFor(ctx, token, (c) => c.room === room);
  if (!FILE_NAME.test(room) || !FILE_NAME.test(name) || !contentTypeOf(name)) throw notFound();
  const full = path.join(ctx.config.dataDir, 'live', room, name);
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(full);
  } catch {
    throw notFound();
  }
  return hlsBody(name, bytes, token!);
}
