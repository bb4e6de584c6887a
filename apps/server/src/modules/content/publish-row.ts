import type { PgColumn, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import { recordAudit, updateWithVersion, type AuditChange, type VersionedTable } from '../console';

type PublishableTable = VersionedTable & { published: PgColumn; updatedAt: PgColumn };

/**
 * 发布 / 下线 of a content row (a help article, a client version) at the version the list read: the switch, the
 * audit row with the flag before and after, the saved row. The caller reads `before` (404 when it is gone).
 */
export async function publishRow<T extends PublishableTable>(
  tx: Transaction,
  actor: Actor,
  o: {
    table: T;
    id: number;
    before: { published: boolean };
    change: { published: boolean; version: number };
    audit: Pick<AuditChange, 'action' | 'entity'>;
  },
): Promise<T['$inferSelect']> {
  const saved = await updateWithVersion(tx, o.table, o.id, o.change.version, {
    published: o.change.published,
    updatedAt: new Date(),
  } as PgUpdateSetSource<T>);
  await recordAudit(tx, actor, {
    ...o.audit,
    entityId: o.id,
    before: { published: o.before.published },
    after: { published: (saved as { published: boolean }).published },
  });
  return saved;
}
