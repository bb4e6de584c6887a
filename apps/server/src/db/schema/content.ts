import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The console's 内容 area (module `content`): help-centre articles, the agreements pupils accept, the client
 * downloads, the school licence images, the campaign page and the official account. Every row carries a `version`
 * bumped by each console save, so a stale form is refused (409) instead of overwriting someone else's edit.
 */
export const helpArticles = pgTable(
  'content_help_article',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    sort: integer('sort').notNull().default(0),
    published: boolean('published').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_help_article_sort_idx').on(t.published, t.sort, t.id)],
);

/** One row per agreement the site shows ('user': 用户服务协议, 'training': 培训服务协议); edited, never added. */
export const agreements = pgTable(
  'content_agreement',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 32 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    body: text('body').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_agreement_key_uq').on(t.key)],
);

/** A release of a client: desktop installers (download URL) and phone apps (store or apk URL). */
export const clientVersions = pgTable(
  'content_client_version',
  {
    id: serial('id').primaryKey(),
    /** windows | mac | android | ios */
    platform: varchar('platform', { length: 16 }).notNull(),
    /** The release's number as users see it, e.g. 3.8.2 (the `version` column is the row's edit counter). */
    versionName: varchar('version_name', { length: 32 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    notes: text('notes').notNull().default(''),
    published: boolean('published').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_client_version_uq').on(t.platform, t.versionName)],
);

/** The school's licence images (办学许可), public uploads shown on /qualifications in `sort` order. */
export const licenceImages = pgTable('content_licence_image', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 100 }).notNull(),
  image: varchar('image', { length: 500 }).notNull(),
  sort: integer('sort').notNull().default(0),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * The campaign page (/advert, 活动页): one row (key 'current'), created by the console's first save. Shown while
 * published and today (China) is within start_date..end_date; `body` is plain paragraphs.
 */
export const campaignPage = pgTable(
  'content_campaign',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 32 }).notNull(),
    title: varchar('title', { length: 40 }).notNull(),
    subtitle: varchar('subtitle', { length: 80 }).notNull().default(''),
    body: text('body').notNull(),
    cover: varchar('cover', { length: 500 }).notNull().default(''),
    ctaText: varchar('cta_text', { length: 12 }).notNull(),
    ctaLink: varchar('cta_link', { length: 200 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    published: boolean('published').notNull().default(false),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_campaign_key_uq').on(t.key)],
);

/** The school's WeChat official account (/publicAccount, 关注公众号): one row (key 'wechat'), the console's. */
export const officialAccount = pgTable(
  'content_official_account',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 32 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    wechatId: varchar('wechat_id', { length: 20 }).notNull(),
    qrUrl: varchar('qr_url', { length: 300 }).notNull().default(''),
    qrImage: varchar('qr_image', { length: 500 }).notNull().default(''),
    intro: varchar('intro', { length: 300 }).notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_official_account_key_uq').on(t.key)],
);
