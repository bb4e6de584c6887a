import { eq } from 'drizzle-orm';
import {
  ACCOUNT_ERRORS,
  POINTS_EARN_RULES,
  type ConsolePointsAdjust,
  type PointsEarnRule,
  type PointsRule,
} from '@salt/domain';
import { pointsRules, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit } from '../console';
import { creditPoints, ruleOf, spendPoints } from './ledger';

/** 盐值规则 in the console: one rule's amount, daily cap and on/off; audited. */
export async function updatePointsRule(
  ctx: AppContext,
  actor: Actor,
  code: PointsEarnRule,
  body: { amount: number; dailyCap: number; enabled: boolean },
): Promise<PointsRule> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await ruleOf(tx, code);
    await tx
      .insert(pointsRules)
      .values({ code, ...body, updatedAt: now })
      .onConflictDoUpdate({ target: pointsRules.code, set: { ...body, updatedAt: now } });
    await recordAudit(tx, actor, {
      action: 'points.rule',
      entity: 'pointsRule',
      entityId: 0,
      before: { code, ...before },
      after: { code, ...body },
    });
  });
  return { code, name: POINTS_EARN_RULES[code].name, ...(await ruleOf(ctx.db, code)) };
}

/**
 * 盐值调整: staff add or take points with a reason the pupil reads in 明细; audited. A take larger than the balance
 * is 盐值不足 (the balance never goes negative). Each adjustment is its own row (the audit id keys it).
 */
export async function adjustPoints(
  ctx: AppContext,
  actor: Actor,
  body: ConsolePointsAdjust,
): Promise<{ balance: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
    if (!user) throw appError(ACCOUNT_ERRORS.userNotFound);
    const key = `adjust:${actor.userId}:${now.getTime()}:${Math.random().toString(36).slice(2, 8)}`;
    const move = {
      userId: body.userId,
      ruleCode: 'adjust' as const,
      bizKey: key,
      now,
      remark: body.reason,
      operatorId: actor.userId,
    };
    const r =
      body.amount > 0
        ? await creditPoints(tx, { ...move, amount: body.amount })
        : await spendPoints(tx, { ...move, amount: -body.amount });
    await recordAudit(tx, actor, {
      action: 'points.adjust',
      entity: 'user',
      entityId: body.userId,
      before: null,
      after: { amount: body.amount, reason: body.reason, balance: r.balance },
    });
    return { balance: r.balance };
  });
}
