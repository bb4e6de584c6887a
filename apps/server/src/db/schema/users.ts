import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'sys_user',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 11 }),
    passwordHash: text('password_hash').notNull(),
    realname: varchar('realname', { length: 32 }),
    nickname: varchar('nickname', { length: 32 }),
    avatar: varchar('avatar', { length: 500 }),
    gender: smallint('gender'),
    grade: varchar('grade', { length: 16 }),
    deptValue: varchar('dept_value', { length: 16 }),
    school: varchar('school', { length: 64 }),
    clientVersion: varchar('client_version', { length: 32 }),
    client: varchar('client', { length: 32 }),
    /** Points balance ("salt score"); the ledger in user_points_ledger explains every change. */
    points: integer('points').notNull().default(0),
    failedLogins: integer('failed_logins').notNull().default(0),
    failedWindowStart: timestamp('failed_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /**
     * Locked by an admin in the console: every login (password, SMS, WeChat) and refresh is refused until an admin
     * unlocks. Separate from `locked_until` (the wrong-password lock), which SMS login ignores and a reset by SMS
     * lifts: neither may undo an admin's decision.
     */
    adminLockedAt: timestamp('admin_locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_user_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('sys_user_phone_uq').on(t.phone),
    // New pupils per day on the console dashboard.
    index('sys_user_created_idx').on(t.createdAt),
    check('sys_user_points_nonneg', sql`${t.points} >= 0`),
    // With the two unique indexes these make a username equal to another user's phone impossible: a phone is
    // mobile-shaped, and a mobile-shaped username must be its own account's phone (usernameProblem in
    // packages/domain). So a mobile-shaped login identifier names at most one account, by phone.
    check('sys_user_phone_mobile', sql`${t.phone} ~ '^1[3-9][0-9]{9}$'`),
    check(
      'sys_user_username_not_mobile',
      sql`${t.username} !~ '^1[3-9][0-9]{9}$' or (${t.phone} is not null and ${t.username} = ${t.phone})`,
    ),
  ],
);

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** A parent account sees its bound children's data. */
export const parentStudents = pgTable(
  'parent_student',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId] }), index('parent_student_student_idx').on(t.studentId)],
);

export const userClientInfos = pgTable(
  'user_client_info',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    app: varchar('app', { length: 64 }),
    brand: varchar('brand', { length: 64 }),
    brandInfo: varchar('brand_info', { length: 200 }),
    brandVersion: varchar('brand_version', { length: 64 }),
    systemVersion: varchar('system_version', { length: 64 }),
    clientCode: integer('client_code'),
    client: varchar('client', { length: 32 }),
    clientVersion: varchar('client_version', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_client_info_user_idx').on(t.userId)],
);
