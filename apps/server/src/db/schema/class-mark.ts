import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { chapters, offerings } from './learning';

/**
 * 课堂评价 (module `class-mark`): a pupil's evaluation of a finished session of their class. Once per pupil per
 * session (the unique index settles a double submit), 1-5 stars for the teacher and the tutor.
 */
export const classMarks = pgTable(
  'class_mark',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    /** The session's class, kept so the console's per-class averages need no join. */
    offeringId: integer('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    teacherStars: integer('teacher_stars').notNull(),
    tutorStars: integer('tutor_stars').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    comment: varchar('comment', { length: 200 }),
    anonymous: boolean('anonymous').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_mark_user_chapter_uq').on(t.userId, t.chapterId),
    index('class_mark_offering_idx').on(t.offeringId, t.chapterId),
    check('class_mark_teacher_stars_ck', sql`${t.teacherStars} between 1 and 5`),
    check('class_mark_tutor_stars_ck', sql`${t.tutorStars} between 1 and 5`),
  ],
);
