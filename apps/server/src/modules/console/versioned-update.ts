import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { CONSOLE_ERRORS } from '@salt/domain';
import type { Transaction } from '../../db/client';
import { appError } from '../../platform/errors';

/** A table the console edits with optimistic concurrency: an integer `id` and a `version` bumped by every save. */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Saves a console form over the row it was read from: `update ... where id = $1 and version = $2`, bumping the
 * version. No row matched but the row exists: someone saved in between, so 409 CONSOLE_STALE_VERSION
 * ('数据已被他人修改，请刷新后重试') and nothing changes; no such row: 404. Answers the saved row (its new version
 * goes back to the form). Run it inside the write's transaction, before recordAudit.
 */
export async function updateWithVersion<T extends VersionedTable>(
  tx: Transaction,
  table: T,
  id: number,
  expectedVersion: number,
  patch: PgUpdateSetSource<T>,
): Promise<T['$inferSelect']> {
  const set = { ...patch, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>;
  const rows = (await tx
    .update(table)
    .set(set)
    .where(and(eq(table.id, id), eq(table.version, expectedVersion)))
    .returning()) as T['$inferSelect'][];
  if (rows[0]) return rows[0];
  const found = await tx.execute(sql`select 1 from ${table} where ${table.id} = ${id}`);
  throw appError(found.rows.length > 0 ? CONSOLE_ERRORS.staleVersion : CONSOLE_ERRORS.recordNotFound);
}
