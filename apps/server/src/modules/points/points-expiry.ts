import { and, eq, gt, sql } from 'drizzle-orm';
import { expiringPoints } from '@salt/domain';
import { pointsLedger, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { spendPoints } from './ledger';

export const POINTS_EXPIRY_JOB = 'points-expiry-sweep';

/**
 * The expiry sweep (job `points-expiry-sweep`, and at start): for every expiry instant that has passed (grants
 * carry theirs, the end of next calendar year in China), each holder of such grants loses what is left of them,
 * oldest spent first (`expiringPoints`: balance − grants expiring later), as one 'expire' row per user and instant
 * (`expire:<instant>`, so a second run writes nothing). Answers the rows written.
 */
export async function sweepExpiredPoints(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  // Instants passed with something still to expire (the balance above the later grants), not yet swept.
  const due = (
    await ctx.db.execute<{ user_id: number; expires_at: string }>(sql`
      select distinct l.user_id, l.expires_at
      from ${pointsLedger} l join ${users} u on u.id = l.user_id
      where l.expires_at <= ${now.toISOString()}::timestamptz and l.amount > 0
        and u.points > (select coalesce(sum(g.amount), 0) from ${pointsLedger} g
          where g.user_id = l.user_id and g.amount > 0 and g.expires_at > l.expires_at)
        and not exists (select 1 from ${pointsLedger} e where e.user_id = l.user_id
          and e.biz_key = 'expire:' || to_char(l.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
      order by l.expires_at
      limit 1000`)
  ).rows.map((r) => ({ userId: Number(r.user_id), expiresAt: new Date(r.expires_at) }));
  let written = 0;
  for (const d of due) {
    const at = d.expiresAt;
    const key = `expire:${at.toISOString().replace('.000Z', 'Z')}`;
    written += await ctx.db.transaction(async (tx) => {
      // One user at a time: the balance and the later grants are read under the user's row lock.
      const [u] = await tx.select({ points: users.points }).from(users).where(eq(users.id, d.userId)).for('update');
      const [later] = await tx
        .select({ fen: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, d.userId), gt(pointsLedger.amount, 0), gt(pointsLedger.expiresAt, at)));
      const amount = expiringPoints(u?.points ?? 0, later?.fen ?? 0);
      if (amount <= 0) return 0;
      const r = await spendPoints(tx, {
        userId: d.userId,
        amount,
        ruleCode: 'expire',
        bizKey: key,
        now,
        remark: `${at.toISOString().slice(0, 10)} 前获得的盐值已过期`,
      });
      return r.duplicate ? 0 : 1;
    });
  }
  return written;
}

export function definePointsJobs(ctx: AppContext): void {
  ctx.jobs.define({
    name: POINTS_EXPIRY_JOB,
    // Once an hour is plenty: instants are midnights once a year.
    everySeconds: ctx.config.sweepIntervalMs > 0 ? 3600 : undefined,
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    handler: async () => ({ expired: await sweepExpiredPoints(ctx) }),
  });
}
