import { and, asc, eq, lte } from 'drizzle-orm';
import { autoCommitAt } from '@salt/domain';
import { examAttempts } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { commitInTx } from './commit.service';

export const EXAM_SWEEP_JOB = 'exam-attempt-sweep';
const BATCH = 100;
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

/**
 * The exam sweep as a job: with `SWEEP_INTERVAL_MS` > 0 this instance proposes it once per interval (one run per
 * period across instances); overlapping runs are safe (SKIP LOCKED), so no `oneAtATime`. Pupil-facing calls
 * commit an expired attempt of their own on the spot, so the period only bounds how long an abandoned attempt
 * waits for its marks.
 */
export function defineExamJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: EXAM_SWEEP_JOB,
    everySeconds: ctx.config.sweepIntervalMs > 0 ? ctx.config.sweepIntervalMs / 1000 : undefined,
    // The next period's sweep is the retry.
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    handler: async () => ({ committed: await sweepExpiredAttempts(ctx) }),
  });
}
