import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const oauthClients = pgTable('sys_oauth_client', {
  clientId: varchar('client_id', { length: 64 }).primaryKey(),
  secretHash: text('secret_hash').notNull(),
  scope: varchar('scope', { length: 64 }).notNull().default('server'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One login session: every refresh token rotated from one login shares a family; revoking it ends the session. */
export const tokenFamilies = pgTable(
  'auth_token_family',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: varchar('client_id', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: varchar('revoke_reason', { length: 32 }),
  },
  (t) => [index('auth_token_family_user_idx').on(t.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes only; the plain value exists only in the client's hands. */
export const refreshTokens = pgTable(
  'auth_refresh_token',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_refresh_token_hash_uq').on(t.tokenHash),
    index('auth_refresh_token_family_idx').on(t.familyId),
  ],
);

export const smsCodes = pgTable(
  'auth_sms_code',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sms_code_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * Every accepted request for an SMS code, whether or not a text went out (`issued`). The per-mobile, per-address
 * and hourly limits count these rows, so a number without an account is limited exactly like one with an account
 * and the answers never tell them apart. Rows older than two days are pruned as new ones arrive.
 */
export const smsSends = pgTable(
  'auth_sms_send',
  {
    id: serial('id').primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    issued: boolean('issued').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('auth_sms_send_mobile_idx').on(t.mobile, t.createdAt),
    index('auth_sms_send_address_idx').on(t.address, t.createdAt),
    index('auth_sms_send_created_idx').on(t.createdAt),
  ],
);

/**
 * Wrong passwords per (account, client address): LOGIN_MAX_FAILURES within the window lock password login for that
 * pair only, so a stranger guessing from their address cannot lock the owner out elsewhere. The account-wide
 * counter (sys_user.failed_logins, higher threshold) caps guessing spread over many addresses.
 */
export const loginFailures = pgTable(
  'auth_login_failure',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: varchar('address', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/** Fixed-window hit counters shared by every instance (platform/rate-counter.ts). */
export const rateCounters = pgTable(
  'sys_rate_counter',
  {
    key: varchar('key', { length: 128 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('sys_rate_counter_expires_idx').on(t.expiresAt)],
);

export const socialBindings = pgTable(
  'sys_social_binding',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 16 }).notNull(),
    openId: varchar('open_id', { length: 128 }).notNull(),
    unionId: varchar('union_id', { length: 128 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_social_binding_open_uq').on(t.provider, t.openId),
    uniqueIndex('sys_social_binding_user_uq').on(t.provider, t.userId),
  ],
);
