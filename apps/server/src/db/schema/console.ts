import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The staff console's audit log: one row per staff write, inserted in the write's own transaction (so a rolled
 * back write leaves no entry and a committed one always has its entry). The actor's name is a snapshot; before and
 * after hold the changed fields only.
 */
export const consoleAuditLog = pgTable(
  'console_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    actorName: varchar('actor_name', { length: 64 }).notNull(),
    /** A key of CONSOLE_AUDIT_ACTIONS (packages/domain), e.g. exam.mark. */
    action: varchar('action', { length: 48 }).notNull(),
    /** A key of CONSOLE_AUDIT_ENTITIES, e.g. examAttempt. */
    entity: varchar('entity', { length: 32 }).notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: varchar('request_id', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The log page reads newest first, filtered by actor, action or entity.
    index('console_audit_log_at_idx').on(t.at),
    index('console_audit_log_actor_idx').on(t.actorId, t.at),
    index('console_audit_log_entity_idx').on(t.entity, t.entityId),
    index('console_audit_log_action_idx').on(t.action, t.at),
  ],
);
