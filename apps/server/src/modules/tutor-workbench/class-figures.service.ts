import { asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { sharePercent, type LearningReportFigures, type TutorClass, type TutorClassDetail } from '@salt/domain';
import { chapters, liveAttendance, offerings, playbackProgress, users } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import { appError } from '../../platform/errors';
import { TUTOR_WB_ERRORS } from '@salt/domain';
import { classFigures, type ReportPeriod } from '../learning-report';
import { activePupils, classesInScope, latestNotes, pupilRef, pupilsByIds, type Ctx } from './scope';
import { tutorWorkbenchPolicy } from './tutor-workbench.policy';

/** Counts a class's figures add up from: sums over pupils, so a class's rate is not a mean of pupils' rates. */
export interface Tally {
  attended: number;
  held: number;
  homeworkDone: number;
  homeworkDue: number;
  scoreSum: number;
  scored: number;
}
export const emptyTally = (): Tally => ({
  attended: 0,
  held: 0,
  homeworkDone: 0,
  homeworkDue: 0,
  scoreSum: 0,
  scored: 0,
});

/** One pupil's tally from the learning report's figures of the same sessions. */
export function tallyOf(f: LearningReportFigures): Tally {
  const marked = f.sessions.filter((s) => s.homework !== 'none' && s.homeworkScore !== null);
  return {
    attended: f.attendance.live + f.attendance.playback,
    held: f.attendance.sessions,
    homeworkDone: f.homework.onTime + f.homework.late,
    homeworkDue: f.homework.set - f.homework.open,
    scoreSum: marked.reduce((n, s) => n + (s.homeworkScore ?? 0), 0),
    scored: marked.length,
  };
}
export const addTally = (a: Tally, b: Tally): Tally => ({
  attended: a.attended + b.attended,
  held: a.held + b.held,
  homeworkDone: a.homeworkDone + b.homeworkDone,
  homeworkDue: a.homeworkDue + b.homeworkDue,
  scoreSum: a.scoreSum + b.scoreSum,
  scored: a.scored + b.scored,
});
export const ratesOf = (t: Tally) => ({
  attendanceRate: sharePercent(t.attended, t.held),
  homeworkRate: sharePercent(t.homeworkDone, t.homeworkDue),
  averageScore: t.scored === 0 ? null : Math.round(t.scoreSum / t.scored),
});

/** Every session held so far (ended before now). */
const allHeld = (ctx: Ctx): ReportPeriod => ({ start: new Date(0), end: ctx.clock.now() });

async function classRows(ctx: Ctx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const teacher = sql<
    string | null
  >`(select coalesce(u.realname, u.nickname, u.username) from ${users} u where u.id = ${offerings.teacherId})`;
  const tutor = sql<
    string | null
  >`(select coalesce(u.realname, u.nickname, u.username) from ${users} u where u.id = ${offerings.tutorId})`;
  return ctx.db
    .select({
      id: offerings.id,
      title: offerings.title,
      subject: offerings.subject,
      grade: offerings.grade,
      teacherName: teacher,
      tutorName: tutor,
      sessionsTotal: count(chapters.id),
      held: sql<number>`count(${chapters.id}) filter (where ${chapters.endAt} <= ${ctx.clock.now().toISOString()}::timestamptz)`,
    })
    .from(offerings)
    .leftJoin(chapters, eq(chapters.offeringId, offerings.id))
    .where(inArray(offerings.id, [...ids]))
    .groupBy(offerings.id)
    .orderBy(asc(offerings.id));
}

/** The figures of classes and, per class, each active pupil's tally. */
export async function figuresOfClasses(ctx: Ctx, ids: readonly number[], period?: ReportPeriod) {
  const rows = await classRows(ctx, ids);
  const pupils = await activePupils(ctx, ids);
  const out: { cls: TutorClass; perPupil: Map<number, { tally: Tally; figures: LearningReportFigures }> }[] = [];
  for (const r of rows) {
    const list = pupils.get(r.id) ?? [];
    const figures = list.length === 0 ? new Map() : await classFigures(ctx, r.id, period ?? allHeld(ctx), list);
    const perPupil = new Map<number, { tally: Tally; figures: LearningReportFigures }>();
    let total = emptyTally();
    for (const [userId, f] of figures as Map<number, LearningReportFigures>) {
      const tally = tallyOf(f);
      perPupil.set(userId, { tally, figures: f });
      total = addTally(total, tally);
    }
    out.push({
      cls: {
        offeringId: r.id,
        title: r.title,
        subject: r.subject,
        grade: r.grade,
        teacherName: r.teacherName,
        tutorName: r.tutorName,
        pupils: list.length,
        sessionsHeld: Number(r.held),
        sessionsTotal: Number(r.sessionsTotal),
        ...ratesOf(total),
      },
      perPupil,
    });
  }
  return out;
}

/** 班级列表: my classes with size, attendance, homework and average score. */
export async function tutorClasses(ctx: Ctx, actor: Actor): Promise<TutorClass[]> {
  const ids = await classesInScope(ctx, actor);
  return (await figuresOfClasses(ctx, ids)).map((c) => c.cls);
}

/** 班级详情: the class's figures and its roster, each pupil with their own figures, last visit and follow-up. */
export async function tutorClassDetail(ctx: Ctx, actor: Actor, offeringId: number): Promise<TutorClassDetail> {
  const [exists] = await ctx.db.select({ id: offerings.id }).from(offerings).where(eq(offerings.id, offeringId));
  if (!exists) throw appError(TUTOR_WB_ERRORS.classNotFound);
  await tutorWorkbenchPolicy.authorize(actor, 'tw.class', offeringId);
  const [one] = await figuresOfClasses(ctx, [offeringId]);
  const ids = [...one!.perPupil.keys()];
  const [people, notes, visits] = await Promise.all([
    pupilsByIds(ctx, ids),
    latestNotes(ctx, ids),
    lastVisits(ctx, offeringId, ids),
  ]);
  const roster = ids.map((id) => {
    const { tally } = one!.perPupil.get(id)!;
    return {
      ...pupilRef(actor, people.get(id)!),
      attended: tally.attended,
      sessionsHeld: tally.held,
      homeworkDone: tally.homeworkDone,
      homeworkDue: tally.homeworkDue,
      ...ratesOf(tally),
      lastVisitAt: visits.get(id) ?? null,
      followUp: notes.get(id) ?? null,
    };
  });
  return { cls: one!.cls, roster };
}

/** The last time each pupil entered a live session or watched a recording of the class. */
async function lastVisits(ctx: Ctx, offeringId: number, ids: readonly number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (ids.length === 0) return out;
  const [live, watched] = await Promise.all([
    ctx.db
      .select({ userId: liveAttendance.userId, at: max(liveAttendance.lastJoinedAt) })
      .from(liveAttendance)
      .innerJoin(chapters, eq(chapters.id, liveAttendance.chapterId))
      .where(sql`${chapters.offeringId} = ${offeringId} and ${inArray(liveAttendance.userId, [...ids])}`)
      .groupBy(liveAttendance.userId),
    ctx.db
      .select({ userId: playbackProgress.userId, at: max(playbackProgress.updatedAt) })
      .from(playbackProgress)
      .innerJoin(chapters, eq(chapters.id, playbackProgress.chapterId))
      .where(sql`${chapters.offeringId} = ${offeringId} and ${inArray(playbackProgress.userId, [...ids])}`)
      .groupBy(playbackProgress.userId),
  ]);
  for (const r of [...live, ...watched]) {
    if (!r.at) continue;
    const at = new Date(r.at).toISOString();
    const prev = out.get(r.userId);
    if (!prev || prev < at) out.set(r.userId, at);
  }
  return out;
}
