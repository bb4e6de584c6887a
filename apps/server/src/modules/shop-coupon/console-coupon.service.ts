import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, ilike, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  CONSOLE_COUPON_ERRORS,
  COUPON_ISSUE_SKIP_TEXT,
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  couponTemplateProblem,
  couponTemplateState,
  redeemCodeRoom,
  type ConsoleCouponDetail,
  type ConsoleCouponForm,
  type ConsoleCouponIssue,
  type ConsoleCouponIssueResult,
  type ConsoleCouponPage,
  type ConsoleCouponQuery,
  type ConsoleCouponRow,
  type ConsoleCouponUpdate,
  type ConsoleRedeemBatch,
  type CouponIssueSkip,
} from '@salt/domain';
import type { Transaction } from '../../db/client';
import { couponTemplates, couponUsers, redeemBatches, redeemCodes, skus, spus, users } from '../../db/schema';
import { likePattern } from '../../platform/like-pattern';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';

/**
 * The console's 营销 (admins): coupon templates, issuing a template to users, and batches of single-use redeem
 * codes. Every write locks the template row, as claiming does, so the total is never passed by any mix of claims,
 * issues, redemptions and code batches.
 */

type Template = typeof couponTemplates.$inferSelect;

const countOf = (status: string) =>
  sql<number>`(select count(*)::int from ${couponUsers} cu where cu.template_id = ${couponTemplates.id} and cu.status = ${status})`;

function whereOf(q: ConsoleCouponQuery, now: Date): SQL | undefined {
  const conds: SQL[] = [];
  if (q.name) conds.push(ilike(couponTemplates.name, likePattern(q.name)));
  if (q.claimable !== undefined) conds.push(eq(couponTemplates.claimable, q.claimable));
  if (q.state === 'notStarted') conds.push(gt(couponTemplates.validFrom, now));
  if (q.state === 'ongoing') conds.push(and(lte(couponTemplates.validFrom, now), gt(couponTemplates.validTo, now))!);
  if (q.state === 'ended') conds.push(lte(couponTemplates.validTo, now));
  return conds.length > 0 ? and(...conds) : undefined;
}

function rowOf(tpl: Template, used: number, locked: number, now: Date): ConsoleCouponRow {
  return {
    id: tpl.id,
    name: tpl.name,
    amountFen: tpl.amountFen,
    thresholdFen: tpl.thresholdFen,
    perUserLimit: tpl.perUserLimit,
    totalQuantity: tpl.totalQuantity,
    receivedCount: tpl.receivedCount,
    usedCount: Number(used),
    lockedCount: Number(locked),
    claimable: tpl.claimable,
    redeemCode: tpl.redeemCode,
    skuIds: tpl.skuIds,
    validFrom: tpl.validFrom.toISOString(),
    validTo: tpl.validTo.toISOString(),
    state: couponTemplateState(tpl, now),
    version: tpl.version,
  };
}

/** GET /console/coupon/page: newest first, filtered and paged in PostgreSQL. */
export async function consoleCouponPage(ctx: AppContext, q: ConsoleCouponQuery): Promise<ConsoleCouponPage> {
  const now = ctx.clock.now();
  const size = q.size === -1 ? 100 : q.size;
  const current = q.size === -1 ? 1 : q.current;
  const where = whereOf(q, now);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ tpl: couponTemplates, used: countOf('used'), locked: countOf('locked') })
      .from(couponTemplates)
      .where(where)
      .orderBy(desc(couponTemplates.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(couponTemplates)
      .where(where),
  ]);
  return {
    records: rows.map((r) => rowOf(r.tpl, r.used, r.locked, now)),
    total: counted?.total ?? 0,
    current,
    size,
  };
}

async function outstandingCodes(tx: Pick<Transaction, 'select'>, templateId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(redeemCodes)
    .where(and(eq(redeemCodes.templateId, templateId), isNull(redeemCodes.redeemedBy)));
  return Number(row?.n ?? 0);
}

/** GET /console/coupon/:id. */
export async function consoleCouponDetail(ctx: AppContext, id: number): Promise<ConsoleCouponDetail> {
  const [row] = await ctx.db
    .select({ tpl: couponTemplates, used: countOf('used'), locked: countOf('locked') })
    .from(couponTemplates)
    .where(eq(couponTemplates.id, id));
  if (!row) throw appError(CONSOLE_COUPON_ERRORS.templateNotFound);
  const scoped = row.tpl.skuIds.length
    ? await ctx.db
        .select({ id: skus.id, course: spus.title, name: sql<string>`coalesce(${skus.className}, ${skus.name})` })
        .from(skus)
        .innerJoin(spus, eq(spus.id, skus.spuId))
        .where(inArray(skus.id, row.tpl.skuIds))
    : [];
  const byId = new Map(scoped.map((k) => [k.id, `${k.course} · ${k.name}`]));
  return {
    ...rowOf(row.tpl, row.used, row.locked, ctx.clock.now()),
    outstandingCodes: await outstandingCodes(ctx.db, id),
    // In the template's order; a class deleted since keeps its number.
    skus: row.tpl.skuIds.map((skuId) => ({ id: skuId, label: byId.get(skuId) ?? `班级 #${skuId}` })),
  };
}

const fieldError = (problem: NonNullable<ReturnType<typeof couponTemplateProblem>>) =>
  appError(problem.error, { field: problem.field });

/** The sku scope names only existing skus; a shared code belongs to no other template and no batch. */
async function assertForm(tx: Transaction, form: ConsoleCouponForm, selfId: number | null, committed: number) {
  const problem = couponTemplateProblem(form, committed);
  if (problem) throw fieldError(problem);
  const wanted = [...new Set(form.skuIds)];
  if (wanted.length > 0) {
    const found = await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, wanted));
    if (found.length !== wanted.length) throw appError(CONSOLE_COUPON_ERRORS.unknownSku, { field: 'skuIds' });
  }
  if (form.redeemCode) {
    const same = await tx
      .select({ id: couponTemplates.id })
      .from(couponTemplates)
      .where(
        and(
          eq(couponTemplates.redeemCode, form.redeemCode),
          selfId === null ? undefined : ne(couponTemplates.id, selfId),
        ),
      );
    const [batchCode] = await tx
      .select({ id: redeemCodes.id })
      .from(redeemCodes)
      .where(eq(redeemCodes.code, form.redeemCode));
    if (same.length > 0 || batchCode) throw appError(CONSOLE_COUPON_ERRORS.codeTaken, { field: 'redeemCode' });
  }
}

const columnsOf = (form: ConsoleCouponForm) => ({
  name: form.name,
  amountFen: form.amountFen,
  thresholdFen: form.thresholdFen,
  perUserLimit: form.perUserLimit,
  totalQuantity: form.totalQuantity,
  skuIds: [...new Set(form.skuIds)],
  claimable: form.claimable,
  redeemCode: form.redeemCode,
  validFrom: new Date(form.validFrom),
  validTo: new Date(form.validTo),
});

/** What the audit log keeps of a template: its edited fields, times as ISO text. */
const auditView = (c: ReturnType<typeof columnsOf>) => ({
  ...c,
  validFrom: c.validFrom.toISOString(),
  validTo: c.validTo.toISOString(),
});

export async function createCoupon(ctx: AppContext, actor: Actor, form: ConsoleCouponForm): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    await assertForm(tx, form, null, 0);
    const columns = columnsOf(form);
    const [row] = await tx.insert(couponTemplates).values(columns).returning({ id: couponTemplates.id });
    await recordAudit(tx, actor, {
      action: 'coupon.create',
      entity: 'coupon',
      entityId: row!.id,
      before: null,
      after: auditView(columns),
    });
    return { id: row!.id };
  });
}

/** An edit at the version read; the total never goes below what was received plus codes still unredeemed. */
export async function updateCoupon(ctx: AppContext, actor: Actor, id: number, form: ConsoleCouponUpdate) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, id)).for('update');
    if (!before) throw appError(CONSOLE_COUPON_ERRORS.templateNotFound);
    await assertForm(tx, form, id, before.receivedCount + (await outstandingCodes(tx, id)));
    const columns = columnsOf(form);
    await updateWithVersion(tx, couponTemplates, id, form.version, columns);
    await recordAudit(tx, actor, {
      action: 'coupon.update',
      entity: 'coupon',
      entityId: id,
      before: auditView(
        columnsOf({ ...before, validFrom: before.validFrom.toISOString(), validTo: before.validTo.toISOString() }),
      ),
      after: auditView(columns),
    });
  });
}

async function lockTemplate(tx: Transaction, id: number): Promise<Template> {
  const [tpl] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, id)).for('update');
  if (!tpl) throw appError(CONSOLE_COUPON_ERRORS.templateNotFound);
  return tpl;
}

/**
 * 发放: one coupon to each user named (by mobile or id) in one transaction. Users over the per-user limit, unknown
 * or named twice are skipped (and said so); the rest are all issued or, when the total has not room for them all,
 * none (409). The received count moves by a conditional update, so racing issues never pass the total.
 */
export async function issueCoupon(
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: ConsoleCouponIssue,
): Promise<ConsoleCouponIssueResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const tpl = await lockTemplate(tx, id);
    const skipped: ConsoleCouponIssueResult['skipped'] = [];
    const skip = (who: string, reason: CouponIssueSkip) =>
      skipped.push({ who, reason, text: COUPON_ISSUE_SKIP_TEXT[reason] });
    const mobiles = body.mobiles;
    const ids = body.userIds;
    const found = await tx
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(sql`${users.id} in ${ids.length ? ids : [0]} or ${users.phone} in ${mobiles.length ? mobiles : ['']}`);
    const byPhone = new Map(found.filter((u) => u.phone).map((u) => [u.phone!, u]));
    const byId = new Map(found.map((u) => [u.id, u]));
    const chosen = new Map<number, { id: number; phone: string | null }>();
    const take = (who: string, u: { id: number; phone: string | null } | undefined) => {
      if (!u) return skip(who, 'unknownUser');
      if (chosen.has(u.id)) return skip(who, 'duplicate');
      chosen.set(u.id, u);
    };
    for (const m of mobiles) take(m, byPhone.get(m));
    for (const uid of ids) take(String(uid), byId.get(uid));
    const heldRows = chosen.size
      ? await tx
          .select({ userId: couponUsers.userId, held: sql<number>`count(*)::int` })
          .from(couponUsers)
          .where(and(eq(couponUsers.templateId, id), inArray(couponUsers.userId, [...chosen.keys()])))
          .groupBy(couponUsers.userId)
      : [];
    const held = new Map(heldRows.map((r) => [r.userId, Number(r.held)]));
    const eligible = [...chosen.values()].filter((u) => {
      if ((held.get(u.id) ?? 0) < tpl.perUserLimit) return true;
      skip(u.phone ?? String(u.id), 'limit');
      return false;
    });
    if (eligible.length === 0) return { issued: [], skipped };
    const n = eligible.length;
    // Room also keeps codes still unredeemed: they were promised out of the same total.
    const outstanding = await outstandingCodes(tx, id);
    const bumped = await tx
      .update(couponTemplates)
      .set({ receivedCount: sql`${couponTemplates.receivedCount} + ${n}` })
      .where(
        and(
          eq(couponTemplates.id, id),
          sql`${couponTemplates.receivedCount} + ${n} + ${outstanding} <= ${couponTemplates.totalQuantity}`,
        ),
      )
      .returning({ id: couponTemplates.id });
    if (bumped.length === 0) throw appError(CONSOLE_COUPON_ERRORS.issueSoldOut);
    const inserted = await tx
      .insert(couponUsers)
      .values(eligible.map((u) => ({ templateId: id, userId: u.id, receivedAt: now })))
      .returning({ id: couponUsers.id, userId: couponUsers.userId });
    const issued = inserted.map((cu) => ({
      userId: cu.userId,
      mobile: chosen.get(cu.userId)?.phone ?? null,
      couponUserId: cu.id,
    }));
    await recordAudit(tx, actor, {
      action: 'coupon.issue',
      entity: 'coupon',
      entityId: id,
      before: { receivedCount: tpl.receivedCount },
      after: { receivedCount: tpl.receivedCount + n, userIds: issued.map((i) => i.userId), skipped: skipped.length },
    });
    return { issued, skipped };
  });
}

/** GET /console/coupon/:id/batches: newest first, with how many codes of each were redeemed. */
export async function listBatches(ctx: AppContext, templateId: number): Promise<ConsoleRedeemBatch[]> {
  const [tpl] = await ctx.db
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(eq(couponTemplates.id, templateId));
  if (!tpl) throw appError(CONSOLE_COUPON_ERRORS.templateNotFound);
  const rows = await ctx.db
    .select({
      batch: redeemBatches,
      createdBy: sql<string>`coalesce(nullif(${users.realname}, ''), ${users.username})`,
      redeemed: sql<number>`(select count(*)::int from ${redeemCodes} rc where rc.batch_id = ${redeemBatches.id} and rc.redeemed_by is not null)`,
    })
    .from(redeemBatches)
    .innerJoin(users, eq(users.id, redeemBatches.createdBy))
    .where(eq(redeemBatches.templateId, templateId))
    .orderBy(desc(redeemBatches.id));
  return rows.map((r) => ({
    id: r.batch.id,
    templateId: r.batch.templateId,
    count: r.batch.count,
    redeemed: Number(r.redeemed),
    note: r.batch.note,
    createdBy: r.createdBy,
    createdAt: r.batch.createdAt.toISOString(),
  }));
}

/** One code: REDEEM_CODE_LENGTH letters drawn by crypto.randomInt from the unambiguous alphabet. */
export function newRedeemCode(): string {
  let s = '';
  for (let i = 0; i < REDEEM_CODE_LENGTH; i++) s += REDEEM_CODE_ALPHABET[randomInt(REDEEM_CODE_ALPHABET.length)];
  return s;
}

const INSERT_CHUNK = 1000;

/**
 * A batch of `count` codes in one transaction, refused (409, nothing written) when the codes still unredeemed, the
 * coupons received and the new ones would pass the template's total. A code that collides with an existing one
 * (unique index) is drawn again.
 */
export async function createBatch(
  ctx: AppContext,
  actor: Actor,
  templateId: number,
  body: { count: number; note: string },
): Promise<ConsoleRedeemBatch> {
  return ctx.db.transaction(async (tx) => {
    const tpl = await lockTemplate(tx, templateId);
    const outstanding = await outstandingCodes(tx, templateId);
    if (body.count > redeemCodeRoom(tpl.totalQuantity, tpl.receivedCount, outstanding))
      throw appError(CONSOLE_COUPON_ERRORS.batchOverTotal, { field: 'count' });
    const [batch] = await tx
      .insert(redeemBatches)
      .values({ templateId, count: body.count, note: body.note, createdBy: actor.userId })
      .returning();
    let made = 0;
    while (made < body.count) {
      const want = Math.min(INSERT_CHUNK, body.count - made);
      const codes = new Set<string>();
      while (codes.size < want) codes.add(newRedeemCode());
      const inserted = await tx
        .insert(redeemCodes)
        .values([...codes].map((code) => ({ code, batchId: batch!.id, templateId })))
        .onConflictDoNothing({ target: redeemCodes.code })
        .returning({ id: redeemCodes.id });
      made += inserted.length;
    }
    await recordAudit(tx, actor, {
      action: 'coupon.batch',
      entity: 'coupon',
      entityId: templateId,
      before: { outstandingCodes: outstanding },
      after: { batchId: batch!.id, count: body.count, note: body.note, outstandingCodes: outstanding + body.count },
    });
    const [who] = await tx
      .select({ name: sql<string>`coalesce(nullif(${users.realname}, ''), ${users.username})` })
      .from(users)
      .where(eq(users.id, actor.userId));
    return {
      id: batch!.id,
      templateId,
      count: body.count,
      redeemed: 0,
      note: batch!.note,
      createdBy: who?.name ?? '',
      createdAt: batch!.createdAt.toISOString(),
    };
  });
}

/** The batch exists (checked before the CSV stream starts, so an unknown one is a plain 404). */
export async function assertBatch(ctx: AppContext, batchId: number): Promise<void> {
  const [row] = await ctx.db.select({ id: redeemBatches.id }).from(redeemBatches).where(eq(redeemBatches.id, batchId));
  if (!row) throw appError(CONSOLE_COUPON_ERRORS.batchNotFound);
}
