import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * 家长审批 (module `guardian-approval`): what waits for a bound parent. `kind` purchase (请家长付款: the target is the
 * child's unpaid shop_order), refund or class_change (a guardian's consent; the target is that request). The
 * parents are whoever is bound to the child in parent_student when it is read: any bound parent may decide.
 */
export const guardianRequests = pgTable(
  'guardian_request',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 12 }).notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: integer('target_id').notNull(),
    /** 'pending' | 'approved' | 'declined' | 'cancelled' (the order was paid by the child, closed or expired). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** The parent's reason when declined. */
    reason: varchar('reason', { length: 200 }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open request per thing: asking twice answers the first.
    uniqueIndex('guardian_request_open_uq')
      .on(t.kind, t.targetId)
      .where(sql`${t.status} = 'pending'`),
    index('guardian_request_student_idx').on(t.studentId, t.status),
    check('guardian_request_kind_ck', sql`${t.kind} in ('purchase', 'refund', 'class_change')`),
    check('guardian_request_status_ck', sql`${t.status} in ('pending', 'approved', 'declined', 'cancelled')`),
  ],
);
