import { and, asc, eq, lte } from 'drizzle-orm';
import { autoCommitAt } from '@salt/domain';
import { examAttempts } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { commitInTx } from './commit.service';

export const EXAM_SWEEP_JOB = 'exam-attempt-sweep';
const BATCH = 100;
const SWEEP_CLAIMERS = 2;
/** How far past its deadline an attempt is due (the grace, plus the first instant it is over). */
const DUE_AFTER_MS = autoCommitAt(new Date(0)).getTime();

/**
 * The server is the clock: commits every attempt still open at `autoCommitAt(deadline)` (deadline + 10 s), with
 * what the pupil saved, committed by 'auto', so a closed browser still gets its paper marked. Batches are claimed
 * with `FOR UPDATE SKIP LOCKED`, so any number of instances (and a pupil's own commit) can run at once without
 * waiting on each other or committing one attempt twice; each attempt is marked in a savepoint, so one that fails
 * is logged and left for the next run instead of holding up the rest. Answers how many it committed.
 */
export async function sweepExpiredAttempts(ctx: AppContext, now: Date = ctx.clock.now()): Promise<number> {
  const cutoff = new Date(now.getTime() - DUE_AFTER_MS);
  let committed = 0;
  for (;;) {
    const { claimed, done } = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: examAttempts.id })
        .from(examAttempts)
        .where(and(eq(examAttempts.status, 'open'), lte(examAttempts.deadline, cutoff)))
        .orderBy(asc(examAttempts.deadline))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      let n = 0;
      for (const { id } of due) {
        try {
          if (await tx.transaction((sp) => commitInTx(ctx, sp, id, { by: 'auto', now }))) n += 1;
        } catch (err) {
          ctx.log.error({ err, attemptId: id }, 'auto-committing an exam attempt failed');
        }
      }
      return { claimed: due.length, done: n };
    });
    committed += done;
    // A short batch means nothing more is due (or the rest is held by another instance, which commits it).
    if (claimed < BATCH || done === 0) return committed;
  }
}

// Per app context: the due moments (whole seconds) this instance has already asked a sweep for, bounded.
const dueAsked = new WeakMap<AppContext, Set<number>>();
const DUE_ASKED_CAP = 10_000;
/** The singleton period for due runs: one job per due moment per 12 hours of sending (pg-boss's longest slot). */
const DUE_SLOT_SECONDS = 12 * 3600;

/**
 * Asks for a sweep run at the moment an attempt with this deadline is due (deadline + grace, rounded up to the
 * second), so an abandoned paper is committed within a worker poll of that moment instead of waiting for the next
 * period of the scheduled sweep (up to `SWEEP_INTERVAL_MS` more), which stays as the safety net (a moved deadline,
 * a lost job). Attempts sharing a deadline (an exam's close) share one run: this instance asks once per moment and
 * the database keeps one job per moment across instances (a singleton key). Failing to ask is logged, never the
 * pupil's problem: the periodic sweep still commits the attempt.
 */
export async function scheduleDueSweep(ctx: AppContext, deadline: Date): Promise<void> {
  const dueSecond = Math.ceil(autoCommitAt(deadline).getTime() / 1000);
  let asked = dueAsked.get(ctx);
  if (!asked) dueAsked.set(ctx, (asked = new Set()));
  if (asked.has(dueSecond)) return;
  if (asked.size >= DUE_ASKED_CAP) asked.delete(asked.values().next().value!);
  asked.add(dueSecond);
  try {
    await ctx.jobs.send(
      EXAM_SWEEP_JOB,
      {},
      { startAfter: new Date(dueSecond * 1000), singletonKey: `due:${dueSecond}`, singletonSeconds: DUE_SLOT_SECONDS },
    );
  } catch (err) {
    asked.delete(dueSecond);
    ctx.log.warn({ err, deadline }, 'asking for the exam sweep at a deadline failed (the periodic sweep remains)');
  }
}

/**
 * The exam sweep as a job: with `SWEEP_INTERVAL_MS` > 0 this instance proposes it once per interval (one run per
 * period across instances); besides, each attempt's start asks for a run at its due moment (`scheduleDueSweep`).
 * Overlapping runs are safe (SKIP LOCKED), so no `oneAtATime`. Pupil-facing calls commit an expired attempt of
 * their own on the spot, so the period only bounds how long an abandoned attempt waits when its due run is lost.
 */
export function defineExamJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: EXAM_SWEEP_JOB,
    everySeconds: ctx.config.sweepIntervalMs > 0 ? ctx.config.sweepIntervalMs / 1000 : undefined,
    // The next period's sweep is the retry.
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    // Two claimers at once (SKIP LOCKED keeps them apart): one marks in Node while the other waits on PostgreSQL,
    // so a whole class due at one close is committed sooner after its grace.
    handler: async () => {
      const counts = await Promise.all(Array.from({ length: SWEEP_CLAIMERS }, () => sweepExpiredAttempts(ctx)));
      return { committed: counts.reduce((a, b) => a + b, 0) };
    },
  });
}
