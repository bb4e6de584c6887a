import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { EXAM_ERRORS, type ExamKind, type ExamWindow } from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { examAttemptEvents, examAttempts, exams } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { indexSnapshot, snapshotOfPaper, type IndexedQuestion, type PaperSnapshot } from './paper-snapshot';

type Db = Database | Transaction;
export type ExamRow = typeof exams.$inferSelect & { kind: ExamKind; multiPartial: 'none' | 'half' };

/** An attempt without its paper (the snapshot is read once per attempt and kept: it never changes). */
const { paper: _paper, ...headColumns } = getTableColumns(examAttempts);
export const attemptHeadColumns = headColumns;
export type AttemptHead = Omit<typeof examAttempts.$inferSelect, 'paper'>;

export async function loadExam(db: Db, examId: number): Promise<ExamRow | null> {
  const [row] = await db.select().from(exams).where(eq(exams.id, examId));
  return (row as ExamRow | undefined) ?? null;
}

/** Exams without a window are always open (practice kinds): the far past and future stand in. */
const ALWAYS_OPENED = new Date(0);
const NEVER_CLOSES = new Date(8.64e15);

export const windowOf = (exam: ExamRow, durationSeconds: number): ExamWindow => ({
  opensAt: exam.opensAt ?? ALWAYS_OPENED,
  closesAt: exam.closesAt ?? NEVER_CLOSES,
  durationSeconds,
});

/**
 * One attempt's head, optionally locked (`share` for answer saves, which must not overlap the commit's update;
 * `update` to change it). `ownerId` limits it to that pupil's: anyone else's is the same 404 as an unknown id.
 */
export async function loadAttempt(
  db: Db,
  attemptId: number,
  o: { ownerId?: number; lock?: 'share' | 'update' } = {},
): Promise<AttemptHead> {
  const where = and(
    eq(examAttempts.id, attemptId),
    o.ownerId === undefined ? undefined : eq(examAttempts.userId, o.ownerId),
  );
  const query = db.select(headColumns).from(examAttempts).where(where).limit(1);
  const [row] = await (o.lock ? query.for(o.lock) : query);
  if (!row) throw appError(EXAM_ERRORS.sessionNotFound);
  return row;
}

export interface ParsedPaper {
  snapshot: PaperSnapshot;
  index: Map<number, IndexedQuestion>;
}

// Per database handle (test apps share a process, each with its own database and ids), bounded.
const parsedPapers = new WeakMap<Database, Map<number, ParsedPaper>>();
const PARSED_CAP = 5000;

/**
 * The attempt's snapshot, parsed and indexed. An attempt's paper is written once at its start and never changes,
 * so each instance keeps the parsed copy: answer saves (the exam's hottest call) then read only the attempt's head.
 */
export async function paperOfAttempt(
  ctx: Pick<AppContext, 'db'>,
  attemptId: number,
  db: Db = ctx.db,
): Promise<ParsedPaper> {
  let cache = parsedPapers.get(ctx.db);
  if (!cache) parsedPapers.set(ctx.db, (cache = new Map()));
  const hit = cache.get(attemptId);
  if (hit) return hit;
  const [row] = await db.select({ paper: examAttempts.paper }).from(examAttempts).where(eq(examAttempts.id, attemptId));
  if (!row) throw appError(EXAM_ERRORS.sessionNotFound);
  const snapshot = row.paper as PaperSnapshot;
  const parsed = { snapshot, index: indexSnapshot(snapshot) };
  if (cache.size >= PARSED_CAP) cache.delete(cache.keys().next().value!);
  cache.set(attemptId, parsed);
  return parsed;
}

/** The attempt's parsed snapshot if this instance has it already (the answer save's way to skip a read). */
export function cachedPaperOf(ctx: AppContext, attemptId: number): ParsedPaper | undefined {
  return parsedPapers.get(ctx.db)?.get(attemptId);
}

/** Keeps an attempt's snapshot when it was just built (the attempt's start), sparing the first read. */
export function rememberPaper(ctx: AppContext, attemptId: number, snapshot: PaperSnapshot): void {
  let cache = parsedPapers.get(ctx.db);
  if (!cache) parsedPapers.set(ctx.db, (cache = new Map()));
  if (cache.size >= PARSED_CAP) cache.delete(cache.keys().next().value!);
  cache.set(attemptId, { snapshot, index: indexSnapshot(snapshot) });
}

// The paper as it stands now, for new attempts: with QUIZ_CACHE_MS > 0 a burst of starts builds it once per period
// (an edit reaches new attempts within that period, or at once through ctx.caches; tests run with 0).
const paperSnapshots = new WeakMap<Database, Map<string, { at: number; snapshot: PaperSnapshot | null }>>();

/** The paper for a new attempt of `exam`, with the time limit staff set on the exam (else the paper's). */
export async function currentPaper(ctx: AppContext, exam: ExamRow): Promise<PaperSnapshot | null> {
  const paper = await currentPaperOf(ctx, exam);
  return paper && exam.durationSeconds ? { ...paper, durationSeconds: exam.durationSeconds } : paper;
}

async function currentPaperOf(ctx: AppContext, exam: ExamRow): Promise<PaperSnapshot | null> {
  const ttl = ctx.config.quizCacheMs;
  if (ttl <= 0) return snapshotOfPaper(ctx.db, exam.paperId, exam.multiPartial);
  let cache = paperSnapshots.get(ctx.db);
  if (!cache) {
    const created = new Map<string, { at: number; snapshot: PaperSnapshot | null }>();
    paperSnapshots.set(ctx.db, (cache = created));
    ctx.caches.register('quiz', () => created.clear());
  }
  const key = `${exam.paperId}:${exam.multiPartial}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < ttl) return hit.snapshot;
  const snapshot = await snapshotOfPaper(ctx.db, exam.paperId, exam.multiPartial);
  cache.set(key, { at: Date.now(), snapshot });
  return snapshot;
}

/** How often the attempt's pupil left the exam page (heartbeat 'leave' events): a signal for staff, never a verdict. */
export const attemptLeaveCount = sql<number>`(select count(*)::int from ${examAttemptEvents} ev
  where ev.attempt_id = ${examAttempts.id} and ev.kind = 'leave')`;
