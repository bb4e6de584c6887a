import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * 辅导老师工作台 follow-up notes (module tutor-workbench): what a tutor (teacher, staff) wrote after contacting a
 * pupil's family and when to contact them again (China date). A pupil's latest note is their follow-up state; a
 * note whose next-contact day has come comes back on the workbench's first page.
 */
export const tutorFollowUpNotes = pgTable(
  'tutor_follow_up_note',
  {
    id: serial('id').primaryKey(),
    pupilId: integer('pupil_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    nextContactOn: date('next_contact_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tutor_follow_up_pupil_idx').on(t.pupilId, t.createdAt)],
);
