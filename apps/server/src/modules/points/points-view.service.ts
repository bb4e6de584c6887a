import { and, desc, eq, gt, lt, min, ne, sql, type SQL } from 'drizzle-orm';
import {
  POINTS_EARN_RULE_CODES,
  POINTS_EARN_RULES,
  pointsRuleName,
  type Page,
  type PointsLedgerEntry,
  type PointsLedgerQuery,
  type PointsRule,
  type PointsSummary,
} from '@salt/domain';
import { pointsLedger, pointsRules, users } from '../../db/schema';
import type { AppContext } from '../../platform/context';

/** 盐值 as the pupil reads it: the balance and next expiry, the ledger (明细), the earning rules (规则). */

/**
 * The balance, all points earned (a cancelled exchange's refund is not earning), and the next expiry: the grants
 * expiring at the earliest instant still to come, at most the balance (an approximation: spends are not matched
 * to grants).
 */
export async function pointsSummary(ctx: AppContext, userId: number): Promise<PointsSummary> {
  const now = ctx.clock.now();
  const [u] = await ctx.db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  const balance = u?.points ?? 0;
  const [earned] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
    .from(pointsLedger)
    .where(
      and(eq(pointsLedger.userId, userId), gt(pointsLedger.amount, 0), ne(pointsLedger.ruleCode, 'exchangeCancel')),
    );
  const positiveFuture = and(
    eq(pointsLedger.userId, userId),
    gt(pointsLedger.amount, 0),
    gt(pointsLedger.expiresAt, now),
  );
  const [next] = await ctx.db
    .select({ at: min(pointsLedger.expiresAt) })
    .from(pointsLedger)
    .where(positiveFuture);
  let expiring: PointsSummary['expiring'] = null;
  if (next?.at && balance > 0) {
    const at = new Date(next.at);
    const [due] = await ctx.db
      .select({ n: sql<number>`coalesce(sum(${pointsLedger.amount}), 0)::int` })
      .from(pointsLedger)
      .where(and(positiveFuture, eq(pointsLedger.expiresAt, at)));
    const amount = Math.min(balance, Number(due?.n ?? 0));
    if (amount > 0) expiring = { amount, at: at.toISOString() };
  }
  return { balance, earnedTotal: Number(earned?.n ?? 0), expiring };
}

/** 明细: newest first; `in` the grants, `out` the spends; `rule` one rule's rows. */
export async function pointsLedgerPage(
  ctx: AppContext,
  userId: number,
  q: PointsLedgerQuery,
): Promise<Page<PointsLedgerEntry>> {
  const conds: SQL[] = [eq(pointsLedger.userId, userId)];
  if (q.direction === 'in') conds.push(gt(pointsLedger.amount, 0));
  if (q.direction === 'out') conds.push(lt(pointsLedger.amount, 0));
  if (q.rule) conds.push(eq(pointsLedger.ruleCode, q.rule));
  const where = and(...conds);
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(pointsLedger)
    .where(where);
  const base = ctx.db
    .select()
    .from(pointsLedger)
    .where(where)
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id));
  const rows = q.size === -1 ? await base : await base.limit(q.size).offset((q.current - 1) * q.size);
  return {
    records: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      ruleCode: r.ruleCode,
      ruleName: pointsRuleName(r.ruleCode),
      balanceAfter: r.balanceAfter,
      remark: r.remark,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total),
    current: q.current,
    size: q.size,
  };
}

/** Every earning rule as it applies now (staff's row, else the default). */
export async function allPointsRules(ctx: AppContext): Promise<PointsRule[]> {
  const rows = await ctx.db.select().from(pointsRules);
  const kept = new Map(rows.map((r) => [r.code, r]));
  return POINTS_EARN_RULE_CODES.map((code) => {
    const row = kept.get(code);
    const d = POINTS_EARN_RULES[code];
    return {
      code,
      name: d.name,
      amount: row?.amount ?? d.amount,
      dailyCap: row?.dailyCap ?? d.dailyCap,
      enabled: row?.enabled ?? true,
    };
  });
}

/** 规则: the rules a pupil can earn by now (switched-off ones and those worth nothing are left out). */
export async function enabledPointsRules(ctx: AppContext): Promise<PointsRule[]> {
  return (await allPointsRules(ctx)).filter((r) => r.enabled && r.amount > 0);
}
