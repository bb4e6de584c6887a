import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { ConsoleAuditAction, ConsoleAuditEntity, ConsoleAuditEntry, Page } from '@salt/domain';
import { consoleAuditLog, users } from '../../db/schema';
import type { Transaction } from '../../db/client';
import { likePattern } from '../../platform/like-pattern';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';

type Json = Record<string, unknown> | null;

export interface AuditChange {
  action: ConsoleAuditAction;
  entity: ConsoleAuditEntity;
  entityId: number;
  /** The changed fields as they were (null for a creation). */
  before: Json;
  /** The changed fields as they are now (null for a deletion). */
  after: Json;
}

/** A UTF-16 half without its other half: JSON keeps it as an escape PostgreSQL's jsonb refuses. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** JSON that jsonb takes (staff text may hold anything): NUL dropped, a lone surrogate replaced by U+FFFD. */
function jsonbSafe(value: Json): Json {
  if (value === null) return null;
  const clean = (_k: string, v: unknown) =>
    typeof v === 'string' ? v.replace(/\0/g, '').replace(LONE_SURROGATE, '\uFFFD') : v;
  return JSON.parse(JSON.stringify(value, clean)) as Json;
}

/**
 * Records one staff write in the console's audit log. Call it with the write's own transaction: the entry commits
 * or rolls back with the write. The actor's name is read now and kept (a later rename leaves the log as it was).
 */
export async function recordAudit(tx: Transaction, actor: Actor, change: AuditChange): Promise<void> {
  const [who] = await tx
    .select({ realname: users.realname, username: users.username })
    .from(users)
    .where(eq(users.id, actor.userId));
  await tx.insert(consoleAuditLog).values({
    actorId: actor.userId,
    actorName: (who?.realname || who?.username || String(actor.userId)).slice(0, 64),
    action: change.action,
    entity: change.entity,
    entityId: change.entityId,
    before: jsonbSafe(change.before),
    after: jsonbSafe(change.after),
    requestId: actor.origin?.requestId.slice(0, 64) ?? null,
    ip: actor.origin?.ip.slice(0, 64) ?? null,
  });
}

export interface AuditQuery {
  current: number;
  size: number;
  actor?: string | undefined;
  action?: ConsoleAuditAction | undefined;
  entity?: ConsoleAuditEntity | undefined;
  entityId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Days are Asia/Shanghai (UTC+8 all year): from its midnight to the next day's. */
const shanghaiMidnight = (day: string, plusDays = 0) =>
  new Date(new Date(`${day}T00:00:00+08:00`).getTime() + plusDays * 86_400_000);

function whereOf(q: AuditQuery): SQL | undefined {
  const conds: SQL[] = [];
  if (q.actor) {
    conds.push(
      /^\d{1,9}$/.test(q.actor)
        ? eq(consoleAuditLog.actorId, Number(q.actor))
        : ilike(consoleAuditLog.actorName, likePattern(q.actor)),
    );
  }
  if (q.action) conds.push(eq(consoleAuditLog.action, q.action));
  if (q.entity) conds.push(eq(consoleAuditLog.entity, q.entity));
  if (q.entityId) conds.push(eq(consoleAuditLog.entityId, q.entityId));
  if (q.from) conds.push(gte(consoleAuditLog.at, shanghaiMidnight(q.from)));
  if (q.to) conds.push(lt(consoleAuditLog.at, shanghaiMidnight(q.to, 1)));
  return conds.length > 0 ? and(...conds) : undefined;
}

/** GET /console/audit/page: the log newest first, filtered and paged on the server. */
export async function auditPage(ctx: AppContext, q: AuditQuery): Promise<Page<ConsoleAuditEntry>> {
  const where = whereOf(q);
  const size = q.size === -1 ? 100 : q.size;
  const current = q.size === -1 ? 1 : q.current;
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(consoleAuditLog)
    .where(where);
  const rows = await ctx.db
    .select()
    .from(consoleAuditLog)
    .where(where)
    .orderBy(desc(consoleAuditLog.at), desc(consoleAuditLog.id))
    .limit(size)
    .offset((current - 1) * size);
  return {
    records: rows.map((r) => ({
      id: r.id,
      actorId: r.actorId,
      actorName: r.actorName,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      before: (r.before ?? null) as Json,
      after: (r.after ?? null) as Json,
      requestId: r.requestId,
      ip: r.ip,
      at: r.at.toISOString(),
    })),
    total,
    current,
    size,
  };
}
