import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  ENROLMENT_EDIT_MESSAGES,
  STUDENT_ROLE_ID,
  isAdmin,
  maskedMobile,
  enrolmentAddProblem,
  enrolmentEndProblem,
  enrolmentMoveProblem,
  type ConsoleClassPupilAdd,
  type ConsoleClassPupilPage,
  type ConsoleClassPupilFilter,
  type ConsoleEnrolmentEnd,
  type ConsoleEnrolmentMove,
  type EnrolmentStatus,
} from '@salt/domain';
import type { Transaction } from '../../db/client';
import { enrolments, notices, offerings, orderSeats, orders, skus, userRoles, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { likePattern } from '../../platform/like-pattern';
import { isUniqueViolation } from '../../platform/database-errors';
import { appError } from '../../platform/errors';
import { recordAudit, refusalFor } from '../console';
import { learningPolicy } from './learning.policy';
import {
  activeIn,
  classesOf,
  freeSeat,
  lockEnrolment as lockEnrolmentRow,
  moveEnrolmentIn,
  takeSeat,
  type MoveClassRow,
} from './enrolment-move';

/** Each rule's message (enrolment-rules.ts) with its stable error code. */
const refuse = refusalFor({
  [ENROLMENT_EDIT_MESSAGES.notPupil]: CONSOLE_ERRORS.notPupil,
  [ENROLMENT_EDIT_MESSAGES.alreadyIn]: CONSOLE_ERRORS.pupilAlreadyIn,
  [ENROLMENT_EDIT_MESSAGES.full]: CONSOLE_ERRORS.classFull,
  [ENROLMENT_EDIT_MESSAGES.finished]: CONSOLE_ERRORS.classFinished,
  [ENROLMENT_EDIT_MESSAGES.notActive]: CONSOLE_ERRORS.enrolmentNotActive,
  [ENROLMENT_EDIT_MESSAGES.sameClass]: CONSOLE_ERRORS.moveSameClass,
  [ENROLMENT_EDIT_MESSAGES.otherCourse]: CONSOLE_ERRORS.moveOtherCourse,
});

type Db = AppContext['db'] | Transaction;

async function classOrThrow(db: Db, skuId: number, now: Date, lock = false): Promise<MoveClassRow> {
  const cls = (await classesOf(db, [skuId], now, lock)).get(skuId);
  if (!cls) throw appError(CONSOLE_ERRORS.recordNotFound);
  return cls;
}

/** 学员 of a class: in the class now (or its whole history), newest first, with the classes one may move to. */
export async function classPupils(
  ctx: AppContext,
  actor: Actor,
  skuId: number,
  query: ConsoleClassPupilFilter,
): Promise<ConsoleClassPupilPage> {
  const now = ctx.clock.now();
  const cls = await classOrThrow(ctx.db, skuId, now);
  await learningPolicy.authorize(actor, 'class.read', { offeringId: cls.offeringId });
  // A teacher sees who is in their class, not how to ring them or what they paid (admins run the sales).
  const admin = isAdmin(actor.roles);
  const current = Number(query.current ?? 1);
  const size = Number(query.size ?? 10);
  const kw = query.keyword ? likePattern(query.keyword) : null;
  const where = and(
    eq(enrolments.offeringId, cls.offeringId),
    query.scope === 'all' ? undefined : eq(enrolments.status, 'active'),
    // A teacher finds pupils by name (a search by mobile would tell them the digits the list masks).
    kw
      ? or(ilike(users.username, kw), ilike(users.realname, kw), admin ? ilike(users.phone, kw) : undefined)
      : undefined,
  );
  const [rows, [total], [active], siblings] = await Promise.all([
    ctx.db
      .select({
        e: enrolments,
        username: users.username,
        realname: users.realname,
        phone: users.phone,
        orderNo: orders.orderNo,
      })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .leftJoin(orders, eq(orders.id, enrolments.orderId))
      .where(where)
      .orderBy(sql`${enrolments.status} = 'active' desc`, desc(enrolments.createdAt), desc(enrolments.id))
      .limit(size)
      .offset((current - 1) * size),
    ctx.db.select({ n: count() }).from(enrolments).innerJoin(users, eq(users.id, enrolments.userId)).where(where),
    ctx.db
      .select({ n: count() })
      .from(enrolments)
      .where(and(eq(enrolments.offeringId, cls.offeringId), eq(enrolments.status, 'active'))),
    ctx.db
      .select({ id: skus.id })
      .from(skus)
      .innerJoin(offerings, eq(offerings.skuId, skus.id))
      .where(and(eq(skus.spuId, cls.spuId), sql`${skus.id} <> ${skuId}`)),
  ]);
  const targets = await classesOf(
    ctx.db,
    siblings.map((s) => s.id),
    now,
  );
  return {
    records: rows.map((r) => ({
      id: r.e.id,
      userId: r.e.userId,
      username: r.username,
      realname: r.realname,
      phone: admin ? r.phone : maskedMobile(r.phone),
      status: r.e.status as EnrolmentStatus,
      orderNo: admin ? r.orderNo : null,
      createdAt: r.e.createdAt.toISOString(),
      endedAt: r.e.endedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    current,
    size,
    className: cls.name,
    seatsLeft: cls.seatsLeft,
    active: active?.n ?? 0,
    moveTargets: [...(admin ? targets.values() : [])].map((t) => ({
      skuId: t.skuId,
      name: t.name,
      seatsLeft: t.seatsLeft,
      finished: t.finished,
    })),
  };
}

/** 添加学员: a pupil (by username or phone) takes a seat of the class without an order; told in their notices. */
export async function addClassPupil(
  ctx: AppContext,
  actor: Actor,
  skuId: number,
  form: ConsoleClassPupilAdd,
): Promise<{ id: number }> {
  const now = ctx.clock.now();
  const [user] = await ctx.db
    .select({ id: users.id, username: users.username, realname: users.realname })
    .from(users)
    .where(or(eq(users.username, form.account), eq(users.phone, form.account)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!user) throw appError(CONSOLE_ERRORS.pupilNotFound);
  const roles = await ctx.db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, user.id));
  try {
    return await ctx.db.transaction(async (tx) => {
      const cls = await classOrThrow(tx, skuId, now, true);
      refuse(
        enrolmentAddProblem({
          isPupil: roles.some((r) => r.roleId === STUDENT_ROLE_ID),
          alreadyIn: await activeIn(tx, user.id, cls.offeringId),
          target: cls,
        }),
      );
      await takeSeat(tx, skuId, CONSOLE_ERRORS.classFull);
      const [row] = await tx
        .insert(enrolments)
        .values({ userId: user.id, offeringId: cls.offeringId, orderId: null, createdAt: now })
        .returning({ id: enrolments.id });
      await tx.insert(notices).values({
        userId: user.id,
        offeringId: null,
        title: '报名成功',
        content: `您已加入「${cls.title}」（${cls.name}），课表和直播入口可在学习中心查看。`,
      });
      await recordAudit(tx, actor, {
        action: 'enrolment.add',
        entity: 'enrolment',
        entityId: row!.id,
        before: null,
        after: {
          userId: user.id,
          user: user.realname ?? user.username,
          skuId,
          className: cls.name,
          reason: form.reason,
        },
      });
      return { id: row!.id };
    });
  } catch (err) {
    // Two admins adding the same pupil at once: the active-enrolment index lets one through.
    if (isUniqueViolation(err, 'learn_enrolment_active_uq')) throw appError(CONSOLE_ERRORS.pupilAlreadyIn);
    throw err;
  }
}

const lockEnrolment = (tx: Transaction, id: number) => lockEnrolmentRow(tx, id, CONSOLE_ERRORS.recordNotFound);

/**
 * 调班: the pupil leaves this class (marked moved, history kept) for another class of the course, taking a seat
 * there and freeing one here; a bought place keeps its order, so a later refund ends the new enrolment.
 */
export async function moveEnrolment(
  ctx: AppContext,
  actor: Actor,
  enrolmentId: number,
  form: ConsoleEnrolmentMove,
): Promise<{ id: number }> {
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const { id, userId, from, target } = await moveEnrolmentIn(tx, {
        enrolmentId,
        toSkuId: form.toSkuId,
        now,
        endReason: 'console_move',
        notFound: CONSOLE_ERRORS.recordNotFound,
        full: CONSOLE_ERRORS.classFull,
        check: (m) => refuse(enrolmentMoveProblem(m)),
      });
      await recordAudit(tx, actor, {
        action: 'enrolment.move',
        entity: 'enrolment',
        entityId: id,
        before: { enrolmentId, userId, skuId: from.skuId, className: from.name },
        after: {
          enrolmentId: id,
          userId,
          skuId: target.skuId,
          className: target.name,
          reason: form.reason,
        },
      });
      return { id };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'learn_enrolment_active_uq') || isUniqueViolation(err, 'shop_order_seat_active_uq'))
      throw appError(CONSOLE_ERRORS.pupilAlreadyIn);
    throw err;
  }
}

/** 结束: the pupil leaves the class; the seat is freed for sale; history (attendance, homework) stays. */
export async function endEnrolment(
  ctx: AppContext,
  actor: Actor,
  enrolmentId: number,
  form: ConsoleEnrolmentEnd,
): Promise<{ id: number }> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const e = await lockEnrolment(tx, enrolmentId);
    refuse(enrolmentEndProblem({ status: e.status }));
    const cls = await classOrThrow(tx, e.skuId, now, true);
    await tx
      .update(enrolments)
      .set({ status: 'ended', endReason: 'console_end', endedAt: now })
      .where(eq(enrolments.id, e.id));
    await freeSeat(tx, cls.skuId);
    if (e.orderId !== null)
      await tx
        .update(orderSeats)
        .set({ active: false })
        .where(and(eq(orderSeats.orderId, e.orderId), eq(orderSeats.skuId, cls.skuId), eq(orderSeats.active, true)));
    await tx.insert(notices).values({
      userId: e.userId,
      offeringId: null,
      title: '班级变动',
      content: `您在「${cls.title}」（${cls.name}）的学习已结束，如有疑问请联系辅导老师。`,
    });
    await recordAudit(tx, actor, {
      action: 'enrolment.end',
      entity: 'enrolment',
      entityId: e.id,
      before: { status: 'active', userId: e.userId, skuId: cls.skuId, className: cls.name },
      after: { status: 'ended', reason: form.reason },
    });
    return { id: e.id };
  });
}
