import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Course shop catalogue (issue 4). Money is integer fen; seats are `stock` (seats left) and never go below 0.
 * Orders, coupons and group buys (later work) reference `shop_sku.id` and copy `price_fen` at order time.
 */

/** Public profile of a teacher (role 6) or tutor (role 7/10/130); the key is the user id (spec teacherId/tutorId). */
export const teacherProfiles = pgTable(
  'shop_teacher_profile',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'teacher' (主讲, role 6) or 'tutor' (辅导, role 7). */
    kind: varchar('kind', { length: 8 }).notNull().default('teacher'),
    title: varchar('title', { length: 64 }),
    intro: text('intro'),
    avatar: varchar('avatar', { length: 2000 }),
    /** Subject dictionary value '1'-'8'. */
    subject: varchar('subject', { length: 2 }),
    /** Teaching certificate number (教师资格证编号), shown on the teacher qualification pages. */
    qualificationNo: varchar('qualification_no', { length: 64 }),
    /** Further qualifications and honours, one line each. */
    honors: text('honors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Photos of the certificates (资质图片), public uploads of the console; shown on the public detail. */
    qualificationImages: text('qualification_images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    teachingYears: integer('teaching_years').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    visible: boolean('visible').notNull().default(true),
    /** Console edits carry it (stale -> 409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_teacher_profile_kind_ck', sql`${t.kind} in ('teacher', 'tutor')`),
    check('shop_teacher_profile_years_ck', sql`${t.teachingYears} >= 0`),
    index('shop_teacher_profile_list_idx').on(t.kind, t.visible, t.sort),
  ],
);

/** Course goods (SPU). */
export const spus = pgTable(
  'shop_spu',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }),
    /** Subject dictionary value '1'-'8'. */
    subject: varchar('subject', { length: 2 }).notNull(),
    /** Grade dictionary value. */
    grade: varchar('grade', { length: 16 }).notNull(),
    /** 春季 / 暑期 / 秋季 / 寒假 */
    term: varchar('term', { length: 16 }).notNull(),
    /** Dept (province) dictionary value; null = offered in every region. */
    deptValue: varchar('dept_value', { length: 16 }),
    coverUrl: text('cover_url'),
    /** Rich text, sanitised before it is stored (and again when served). */
    detailHtml: text('detail_html').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    onSale: boolean('on_sale').notNull().default(true),
    /** Shown in the home page recommended section and banners. */
    recommended: boolean('recommended').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Bumped by every console save: a form saved over a newer edit is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_spu_subject_ck', sql`${t.subject} in ('1','2','3','4','5','6','7','8')`),
    index('shop_spu_list_idx').on(t.onSale, t.subject, t.grade, t.sort),
  ],
);

/** Teachers and tutors of a course; user ids. */
export const spuStaff = pgTable(
  'shop_spu_staff',
  {
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'teacher' or 'tutor' */
    role: varchar('role', { length: 8 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.spuId, t.userId, t.role] }),
    check('shop_spu_staff_role_ck', sql`${t.role} in ('teacher', 'tutor')`),
    index('shop_spu_staff_user_idx').on(t.userId),
  ],
);

/** Sellable class (SKU): one class of a course with its price and seats. */
export const skus = pgTable(
  'shop_sku',
  {
    id: serial('id').primaryKey(),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id, { onDelete: 'cascade' }),
    skuCode: varchar('sku_code', { length: 32 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    priceFen: integer('price_fen').notNull(),
    originalPriceFen: integer('original_price_fen'),
    /** Seats left. Orders take seats with `UPDATE ... SET stock = stock - n WHERE stock >= n`. */
    stock: integer('stock').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** level_txt dictionary value (基础班/提高班/...). */
    level: varchar('level', { length: 8 }),
    className: varchar('class_name', { length: 64 }),
    /** Materials are posted: the order needs an address and delivery. */
    needLogistics: boolean('need_logistics').notNull().default(false),
    /** Listed price of the posted materials, fen: a refund after they were posted keeps it (退费, refund-rules). */
    materialPriceFen: integer('material_price_fen').notNull().default(0),
    isGroup: boolean('is_group').notNull().default(false),
    groupMemberNum: integer('group_member_num'),
    groupPriceFen: integer('group_price_fen'),
    /** Hours a started group stays open. */
    groupHoursValid: integer('group_hours_valid'),
    sort: integer('sort').notNull().default(0),
    /** Bumped by every console save of the class (optimistic concurrency, versioned-update). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_sku_code_uq').on(t.skuCode),
    index('shop_sku_spu_idx').on(t.spuId),
    check('shop_sku_price_ck', sql`${t.priceFen} >= 0`),
    check('shop_sku_original_price_ck', sql`${t.originalPriceFen} is null or ${t.originalPriceFen} >= 0`),
    check('shop_sku_stock_ck', sql`${t.stock} >= 0`),
    check('shop_sku_material_price_ck', sql`${t.materialPriceFen} >= 0`),
    check('shop_sku_sold_ck', sql`${t.sold} >= 0`),
    check(
      'shop_sku_group_ck',
      sql`not ${t.isGroup} or (${t.groupMemberNum} >= 2 and ${t.groupPriceFen} >= 0 and ${t.groupHoursValid} > 0)`,
    ),
  ],
);

/** Class periods of a course (sku_id null) or of one class (sku_id set); dates and times in Asia/Shanghai. */
export const classPeriods = pgTable(
  'shop_class_period',
  {
    id: serial('id').primaryKey(),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id').references(() => skus.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    lessonCount: integer('lesson_count').notNull().default(1),
  },
  (t) => [
    index('shop_class_period_spu_idx').on(t.spuId),
    index('shop_class_period_sku_idx').on(t.skuId),
    check('shop_class_period_dates_ck', sql`${t.endDate} >= ${t.startDate}`),
    check('shop_class_period_lessons_ck', sql`${t.lessonCount} >= 1`),
  ],
);

export const cartItems = pgTable(
  'shop_cart_item',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_cart_item_user_sku_uq').on(t.userId, t.skuId),
    check('shop_cart_item_quantity_ck', sql`${t.quantity} >= 1`),
  ],
);

export const userAddresses = pgTable(
  'shop_user_address',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverName: varchar('receiver_name', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    province: varchar('province', { length: 32 }).notNull(),
    city: varchar('city', { length: 32 }).notNull(),
    district: varchar('district', { length: 32 }).notNull(),
    detail: varchar('detail', { length: 200 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_user_address_user_idx').on(t.userId),
    /** At most one default address per user. */
    uniqueIndex('shop_user_address_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Home page banners staff arrange (console 首页轮播): each opens goods, shows in `sort` order while enabled, inside
 * its optional window and while the goods is on sale. With none showing, the home page falls back to the
 * recommended goods (catalogue.service shopLayout).
 */
export const shopBanners = pgTable(
  'shop_banner',
  {
    id: serial('id').primaryKey(),
    /** Which carousel shows it (banner-rules BANNER_PLACEMENTS): the shop's home page or the points mall's index. */
    placement: varchar('placement', { length: 16 }).notNull().default('shop'),
    title: varchar('title', { length: 40 }).notNull(),
    /** The line under the title (desktop hero); null shows the goods' subtitle. */
    subtitle: varchar('subtitle', { length: 80 }),
    /** A public image uploaded as a cover; null shows the goods' cover. */
    imageUrl: text('image_url'),
    spuId: integer('spu_id')
      .notNull()
      .references(() => spus.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_banner_sort_idx').on(t.placement, t.enabled, t.sort),
    check('shop_banner_placement_ck', sql`${t.placement} in ('shop', 'points-mall')`),
    check('shop_banner_window_ck', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Home page subject sections staff arrange (console 首页分区): one row per subject they saved, with its place, whether
 * it shows and an optional title. A subject without a row keeps the default (shown, after the arranged ones, in
 * subject order): home-section-rules in @salt/domain, used by catalogue.service shopLayout.
 */
export const shopHomeSections = pgTable(
  'shop_home_section',
  {
    id: serial('id').primaryKey(),
    /** A subject dictionary value, one of SUBJECT_VALUES ('1'-'8'). */
    subject: varchar('subject', { length: 8 }).notNull(),
    /** Shown instead of the subject's label; null shows the label. */
    title: varchar('title', { length: 12 }),
    sort: integer('sort').notNull().default(0),
    shown: boolean('shown').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_home_section_subject_uq').on(t.subject),
    check('shop_home_section_subject_ck', sql`${t.subject} in ('1', '2', '3', '4', '5', '6', '7', '8')`),
  ],
);
