import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { isAdmin, maskedMobile, type TutorPupilRef } from '@salt/domain';
import { enrolments, offerings, tutorFollowUpNotes, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { TUTOR_WB_ERRORS, followUpDue, chinaDateOf, type FollowUpState } from '@salt/domain';
import { ownClasses } from './tutor-workbench.policy';

export type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** The classes the workbench covers for this caller: their own, or every class for staff. */
export async function classesInScope(ctx: Ctx, actor: Actor): Promise<number[]> {
  if (isAdmin(actor.roles)) {
    const rows = await ctx.db.select({ id: offerings.id }).from(offerings).orderBy(asc(offerings.id));
    return rows.map((r) => r.id);
  }
  return [...(await ownClasses(actor))].sort((a, b) => a - b);
}

/** A pupil's display name: 姓名, else 昵称, else the account name. */
export const nameOf = (u: { realname: string | null; nickname: string | null; username: string }) =>
  u.realname || u.nickname || u.username;

/** A pupil as the workbench lists them: the mobile masked unless the caller is staff. */
export function pupilRef(
  actor: Actor,
  u: { id: number; realname: string | null; nickname: string | null; username: string; phone: string | null },
): TutorPupilRef {
  return { userId: u.id, name: nameOf(u), mobile: isAdmin(actor.roles) ? u.phone : maskedMobile(u.phone) };
}

export const pupilColumns = {
  id: users.id,
  realname: users.realname,
  nickname: users.nickname,
  username: users.username,
  phone: users.phone,
};

export async function pupilsByIds(ctx: Ctx, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Awaited<ReturnType<typeof loadPupils>>[number]>();
  const rows = await loadPupils(ctx, ids);
  return new Map(rows.map((r) => [r.id, r]));
}
const loadPupils = (ctx: Ctx, ids: readonly number[]) =>
  ctx.db
    .select(pupilColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));

/** Active pupils of these classes: offering id → user ids. */
export async function activePupils(ctx: Ctx, offeringIds: readonly number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(offeringIds.map((id) => [id, []]));
  if (offeringIds.length === 0) return out;
  const rows = await ctx.db
    .select({ offeringId: enrolments.offeringId, userId: enrolments.userId })
    .from(enrolments)
    .where(and(inArray(enrolments.offeringId, [...offeringIds]), eq(enrolments.status, 'active')))
    .orderBy(asc(enrolments.userId));
  for (const r of rows) out.get(r.offeringId)!.push(r.userId);
  return out;
}

/** Each pupil's latest follow-up note (their follow-up state). */
export async function latestNotes(ctx: Ctx, pupilIds: readonly number[]): Promise<Map<number, FollowUpState>> {
  const out = new Map<number, FollowUpState>();
  if (pupilIds.length === 0) return out;
  const rows = await ctx.db
    .selectDistinctOn([tutorFollowUpNotes.pupilId])
    .from(tutorFollowUpNotes)
    .where(inArray(tutorFollowUpNotes.pupilId, [...pupilIds]))
    .orderBy(tutorFollowUpNotes.pupilId, sql`${tutorFollowUpNotes.createdAt} desc`, sql`${tutorFollowUpNotes.id} desc`);
  const today = chinaDateOf(ctx.clock.now());
  for (const n of rows)
    out.set(n.pupilId, {
      noteId: n.id,
      text: n.text,
      writtenAt: n.createdAt.toISOString(),
      nextContactOn: n.nextContactOn,
      due: followUpDue(n.nextContactOn, today),
    });
  return out;
}

/** The pupil must be (or have been) in one of the caller's classes; staff may see any pupil. */
export async function requirePupilInScope(ctx: Ctx, actor: Actor, pupilId: number): Promise<number[]> {
  const [pupil] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, pupilId));
  if (!pupil) throw appError(TUTOR_WB_ERRORS.pupilNotFound);
  const mine = await classesInScope(ctx, actor);
  const rows =
    mine.length === 0
      ? []
      : await ctx.db
          .selectDistinct({ offeringId: enrolments.offeringId })
          .from(enrolments)
          .where(and(eq(enrolments.userId, pupilId), inArray(enrolments.offeringId, mine)));
  if (rows.length === 0 && !isAdmin(actor.roles)) throw appError(TUTOR_WB_ERRORS.notYourPupil);
  return rows.map((r) => r.offeringId);
}
