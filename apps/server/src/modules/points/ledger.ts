import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import {
  chinaDay,
  POINTS_EARN_RULES,
  POINTS_ERRORS,
  pointsExpiryOf,
  type PointsEarnRule,
  type PointsRuleCode,
} from '@salt/domain';
import type { Database, Transaction } from '../../db/client';
import { pointsLedger, pointsRules, users } from '../../db/schema';
import { appError } from '../../platform/errors';

/*
 * The one place points move (module `points`). Each function runs in the caller's transaction (or its own), writes
 * one ledger row and moves `sys_user.points` by the same amount, so the rows of a user always sum to the balance.
 * Grants are idempotent on (user, biz_key) by the ledger's unique index; spends are guarded by
 * `WHERE points >= amount` (two concurrent spends of the last points: one wins, the other is 盐值不足).
 */

type Db = Database | Transaction;

/** A rule as it applies now: staff's row, else the defaults (points-rules.ts). */
export async function ruleOf(
  db: Db,
  code: PointsEarnRule,
): Promise<{ amount: number; dailyCap: number; enabled: boolean }> {
  const [row] = await db.select().from(pointsRules).where(eq(pointsRules.code, code));
  if (row) return { amount: row.amount, dailyCap: row.dailyCap, enabled: row.enabled };
  const d = POINTS_EARN_RULES[code];
  return { amount: d.amount, dailyCap: d.dailyCap, enabled: true };
}

/** Start of the China day of `now` (the daily caps count from it). */
function chinaDayStart(now: Date): Date {
  const day = chinaDay(now.getTime());
  return new Date(`${day}T00:00:00+08:00`);
}

export interface GrantResult {
  granted: boolean;
  amount: number;
  balance: number;
}

async function balanceOf(db: Db, userId: number): Promise<number> {
  const [u] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return u?.points ?? 0;
}

/** Appends a row and moves the balance by `amount` (>0 or <0), guarded so it never goes below 0. Null: refused. */
async function move(
  tx: Transaction,
  row: {
    userId: number;
    amount: number;
    ruleCode: PointsRuleCode;
    bizKey: string;
    remark?: string | null;
    expiresAt?: Date | null;
    operatorId?: number | null;
    now: Date;
  },
): Promise<{ balance: number } | 'duplicate' | 'not-enough'> {
  const [moved] = await tx
    .update(users)
    .set({ points: sql`${users.points} + ${row.amount}` })
    .where(and(eq(users.id, row.userId), gte(users.points, Math.max(0, -row.amount))))
    .returning({ points: users.points });
  if (!moved) return 'not-enough';
  const inserted = await tx
    .insert(pointsLedger)
    .values({
      userId: row.userId,
      amount: row.amount,
      ruleCode: row.ruleCode,
      bizKey: row.bizKey,
      remark: row.remark ?? null,
      balanceAfter: moved.points,
      expiresAt: row.expiresAt ?? null,
      operatorId: row.operatorId ?? null,
      createdAt: row.now,
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (inserted.length === 0) {
    // Already recorded (a retried event): undo the balance move in this transaction.
    await tx
      .update(users)
      .set({ points: sql`${users.points} - ${row.amount}` })
      .where(eq(users.id, row.userId));
    return 'duplicate';
  }
  return { balance: moved.points };
}

const inTx = <T>(db: Db, fn: (tx: Transaction) => Promise<T>): Promise<T> =>
  'rollback' in db ? fn(db as Transaction) : (db as Database).transaction(fn);

/**
 * Grants an earning rule's points for one event (`sourceKey`: the homework, the order, the day...), once: the rule
 * must be on, the daily cap not reached; `amount` overrides the rule's (a purchase's points per yuan). Answers
 * whether it was granted now and the balance.
 */
export async function grantPoints(
  db: Db,
  g: { userId: number; rule: PointsEarnRule; sourceKey: string; now: Date; amount?: number; remark?: string | null },
): Promise<GrantResult> {
  return inTx(db, async (tx) => {
    const rule = await ruleOf(tx, g.rule);
    const amount = g.amount ?? rule.amount;
    if (!rule.enabled || amount <= 0) return { granted: false, amount: 0, balance: await balanceOf(tx, g.userId) };
    if (rule.dailyCap > 0) {
      // Serialise one user's grants of this rule so the cap holds under concurrent events.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`points:${g.rule}`}), ${g.userId})`);
      const [today] = await tx
        .select({ n: count() })
        .from(pointsLedger)
        .where(
          and(
            eq(pointsLedger.userId, g.userId),
            eq(pointsLedger.ruleCode, g.rule),
            gte(pointsLedger.createdAt, chinaDayStart(g.now)),
            // That day only: a grant dated in the past (a replayed event, a demo history) counts its own day.
            lt(pointsLedger.createdAt, new Date(chinaDayStart(g.now).getTime() + 86_400_000)),
          ),
        );
      if ((today?.n ?? 0) >= rule.dailyCap)
        return { granted: false, amount: 0, balance: await balanceOf(tx, g.userId) };
    }
    const r = await move(tx, {
      userId: g.userId,
      amount,
      ruleCode: g.rule,
      bizKey: `${g.rule}:${g.sourceKey}`,
      remark: g.remark,
      expiresAt: pointsExpiryOf(g.now),
      now: g.now,
    });
    if (r === 'duplicate' || r === 'not-enough')
      return { granted: false, amount: 0, balance: await balanceOf(tx, g.userId) };
    return { granted: true, amount, balance: r.balance };
  });
}

/**
 * Spends points (an exchange, an expiry, a take-back, a negative adjustment) in the caller's transaction, once per
 * `bizKey`: 盐值不足 (409) when the balance is short. Answers the balance after.
 */
export async function spendPoints(
  tx: Transaction,
  s: {
    userId: number;
    amount: number;
    ruleCode: PointsRuleCode;
    bizKey: string;
    now: Date;
    remark?: string | null;
    operatorId?: number | null;
  },
): Promise<{ balance: number; duplicate: boolean }> {
  if (!Number.isSafeInteger(s.amount) || s.amount <= 0) throw new Error(`spendPoints: bad amount ${s.amount}`);
  const r = await move(tx, { ...s, amount: -s.amount });
  if (r === 'not-enough') throw appError(POINTS_ERRORS.notEnough);
  if (r === 'duplicate') return { balance: await balanceOf(tx, s.userId), duplicate: true };
  return { balance: r.balance, duplicate: false };
}

/**
 * Gives points back or adds them outside the earning rules (a cancelled exchange, a positive adjustment), once per
 * `bizKey`; they expire like a grant.
 */
export async function creditPoints(
  tx: Transaction,
  c: {
    userId: number;
    amount: number;
    ruleCode: PointsRuleCode;
    bizKey: string;
    now: Date;
    remark?: string | null;
    operatorId?: number | null;
  },
): Promise<{ balance: number; duplicate: boolean }> {
  if (!Number.isSafeInteger(c.amount) || c.amount <= 0) throw new Error(`creditPoints: bad amount ${c.amount}`);
  const r = await move(tx, { ...c, expiresAt: pointsExpiryOf(c.now) });
  if (r === 'not-enough') throw new Error('creditPoints: unknown user');
  if (r === 'duplicate') return { balance: await balanceOf(tx, c.userId), duplicate: true };
  return { balance: r.balance, duplicate: false };
}
