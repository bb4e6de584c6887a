import { aliasedTable, and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import {
  PARENT_ERRORS,
  addDays,
  chinaDateOf,
  chinaInstant,
  chinaWeekdayOf,
  homeworkStatus,
  type Child,
  type ParentClass,
  type ParentClassDetail,
  type ParentExamScore,
  type ParentHomeworkMark,
  type ParentOverview,
  type ParentReport,
  type ParentSession,
} from '@salt/domain';
import {
  chapterQuizzes,
  chapters,
  enrolments,
  examAttempts,
  exams,
  learningReports,
  liveAttendance,
  offerings,
  playbackProgress,
  quizAnswers,
  users,
} from '../../db/schema';
import type { Database } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { childrenOf } from '../learning';

const teacher = aliasedTable(users, 'teacher');
const tutor = aliasedTable(users, 'tutor');

/** Monday 00:00 to next Monday 00:00 of the China week holding `now`. */
export function chinaWeekOf(now: Date): { from: Date; to: Date } {
  const today = chinaDateOf(now);
  const monday = addDays(today, -((chinaWeekdayOf(today) + 6) % 7));
  return { from: chinaInstant(monday, '00:00'), to: chinaInstant(addDays(monday, 7), '00:00') };
}

export async function childOf(ctx: AppContext, parentId: number, studentId: number): Promise<Child> {
  const child = (await childrenOf(ctx, parentId)).find((c) => c.id === studentId);
  if (!child) throw appError(PARENT_ERRORS.notBound);
  return child;
}

/** The child's classes (active enrolments), with staff names, progress, attendance and the next session. */
async function classesOf(db: Database, childId: number, now: Date, offeringId?: number): Promise<ParentClass[]> {
  const rows = await db
    .select({
      offeringId: offerings.id,
      title: offerings.title,
      subject: offerings.subject,
      grade: offerings.grade,
      teacherName: teacher.realname,
      tutorName: tutor.realname,
    })
    .from(enrolments)
    .innerJoin(offerings, eq(offerings.id, enrolments.offeringId))
    .leftJoin(teacher, eq(teacher.id, offerings.teacherId))
    .leftJoin(tutor, eq(tutor.id, offerings.tutorId))
    .where(
      and(
        eq(enrolments.userId, childId),
        eq(enrolments.status, 'active'),
        offeringId ? eq(offerings.id, offeringId) : undefined,
      ),
    )
    .orderBy(asc(enrolments.createdAt), asc(offerings.id));
  if (rows.length === 0) return [];
  const sessions = await sessionsOf(db, childId, now, { offeringIds: rows.map((r) => r.offeringId) });
  return rows.map((r) => {
    const own = sessions.filter((s) => s.offeringId === r.offeringId);
    const held = own.filter((s) => new Date(s.endAt).getTime() <= now.getTime());
    const next = own.find((s) => new Date(s.endAt).getTime() > now.getTime());
    return {
      ...r,
      sessionsHeld: held.length,
      sessionsTotal: own.length,
      attended: held.filter((s) => s.attended).length,
      nextSession: next ? { chapterId: next.chapterId, title: next.title, startAt: next.startAt } : null,
    };
  });
}

/** Sessions of the child's classes (optionally within a time range), each with attendance and homework. */
async function sessionsOf(
  db: Database,
  childId: number,
  now: Date,
  o: { offeringIds: number[]; from?: Date; to?: Date },
): Promise<ParentSession[]> {
  if (o.offeringIds.length === 0) return [];
  const rows = await db
    .select({
      chapterId: chapters.id,
      offeringId: chapters.offeringId,
      classTitle: offerings.title,
      seq: chapters.seq,
      title: chapters.title,
      startAt: chapters.startAt,
      endAt: chapters.endAt,
      hasQuiz: sql<boolean>`${chapterQuizzes.quizId} is not null`,
      answerType: quizAnswers.quizAnswerType,
      answerEnd: quizAnswers.endTime,
      replied: sql<boolean>`${quizAnswers.replyOver} is not null`,
      score: quizAnswers.quizAnswerScore,
      live: sql<boolean>`${liveAttendance.userId} is not null`,
      watched: sql<boolean>`coalesce(${playbackProgress.positionSec}, 0) > 0`,
      enrolledAt: enrolments.createdAt,
    })
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .innerJoin(
      enrolments,
      and(
        eq(enrolments.offeringId, chapters.offeringId),
        eq(enrolments.userId, childId),
        eq(enrolments.status, 'active'),
      ),
    )
    .leftJoin(chapterQuizzes, and(eq(chapterQuizzes.chapterId, chapters.id), eq(chapterQuizzes.kind, 'homework')))
    .leftJoin(
      quizAnswers,
      and(
        eq(quizAnswers.quizId, chapterQuizzes.quizId),
        eq(quizAnswers.userId, childId),
        eq(quizAnswers.kind, 'homework'),
      ),
    )
    .leftJoin(liveAttendance, and(eq(liveAttendance.chapterId, chapters.id), eq(liveAttendance.userId, childId)))
    .leftJoin(playbackProgress, and(eq(playbackProgress.chapterId, chapters.id), eq(playbackProgress.userId, childId)))
    .where(
      and(
        inArray(chapters.offeringId, o.offeringIds),
        o.from ? gte(chapters.startAt, o.from) : undefined,
        o.to ? lt(chapters.startAt, o.to) : undefined,
      ),
    )
    .orderBy(asc(chapters.startAt), asc(chapters.id));
  return rows.map((r) => {
    const over = r.endAt.getTime() <= now.getTime();
    const record = r.answerType ? { quizAnswerType: r.answerType, endTime: r.answerEnd!, replied: r.replied } : null;
    return {
      chapterId: r.chapterId,
      offeringId: r.offeringId,
      classTitle: r.classTitle,
      seq: r.seq,
      title: r.title,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      attended: over ? r.live || r.watched : null,
      homework: r.hasQuiz && over ? homeworkStatus(record, r.endAt, now, r.enrolledAt) : null,
      homeworkScore: r.answerType === '2' ? r.score : null,
    };
  });
}

const feedbackText = (replyOver: string | null): string | null => {
  if (!replyOver) return null;
  try {
    const parsed = JSON.parse(replyOver) as { text?: unknown };
    return typeof parsed.text === 'string' ? parsed.text : null;
  } catch {
    return replyOver;
  }
};

/** The child's submitted homework, latest marks first. */
export async function homeworkMarksOf(db: Database, childId: number, limit: number): Promise<ParentHomeworkMark[]> {
  const rows = await db
    .select({
      chapterId: chapters.id,
      offeringId: offerings.id,
      classTitle: offerings.title,
      seq: chapters.seq,
      sessionTitle: chapters.title,
      score: quizAnswers.quizAnswerScore,
      replyOver: quizAnswers.replyOver,
      markedAt: quizAnswers.replyOverTime,
    })
    .from(quizAnswers)
    .innerJoin(chapters, eq(chapters.id, quizAnswers.chapterId))
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .where(and(eq(quizAnswers.userId, childId), eq(quizAnswers.kind, 'homework'), eq(quizAnswers.quizAnswerType, '2')))
    .orderBy(sql`coalesce(${quizAnswers.replyOverTime}, ${quizAnswers.overTime}) desc nulls last`, desc(quizAnswers.id))
    .limit(limit);
  return rows.map(({ replyOver, markedAt, ...r }) => ({
    ...r,
    status: replyOver ? ('marked' as const) : ('submitted' as const),
    comment: feedbackText(replyOver),
    markedAt: markedAt?.toISOString() ?? null,
  }));
}

async function examScoresOf(db: Database, childId: number): Promise<ParentExamScore[]> {
  const rows = await db
    .select({
      attemptId: examAttempts.id,
      title: exams.title,
      kind: exams.kind,
      earnedTenths: examAttempts.earnedTenths,
      possibleTenths: examAttempts.possibleTenths,
      committedAt: examAttempts.committedAt,
    })
    .from(examAttempts)
    .innerJoin(exams, eq(exams.id, examAttempts.examId))
    .where(
      and(eq(examAttempts.userId, childId), eq(examAttempts.status, 'committed'), isNotNull(examAttempts.committedAt)),
    )
    .orderBy(desc(examAttempts.committedAt))
    .limit(5);
  return rows.map((r) => ({ ...r, committedAt: r.committedAt!.toISOString() }));
}

export async function reportsOf(db: Database, childId: number, offeringId?: number): Promise<ParentReport[]> {
  const rows = await db
    .select({
      id: learningReports.id,
      offeringId: learningReports.offeringId,
      classTitle: offerings.title,
      kind: learningReports.kind,
      period: learningReports.period,
      tutorComment: learningReports.tutorComment,
      generatedAt: learningReports.generatedAt,
    })
    .from(learningReports)
    .innerJoin(offerings, eq(offerings.id, learningReports.offeringId))
    .where(
      and(eq(learningReports.userId, childId), offeringId ? eq(learningReports.offeringId, offeringId) : undefined),
    )
    .orderBy(desc(learningReports.generatedAt), desc(learningReports.id))
    .limit(offeringId ? 20 : 5);
  return rows.map((r) => ({ ...r, generatedAt: r.generatedAt.toISOString() }));
}

/** 家长端首页: the child's classes, this week's sessions, recent homework marks, exam scores and reports. */
export async function childOverview(ctx: AppContext, parentId: number, childId: number): Promise<ParentOverview> {
  const child = await childOf(ctx, parentId, childId);
  const now = ctx.clock.now();
  const classes = await classesOf(ctx.db, childId, now);
  const week = chinaWeekOf(now);
  return {
    child,
    classes,
    week: await sessionsOf(ctx.db, childId, now, { offeringIds: classes.map((c) => c.offeringId), ...week }),
    homework: await homeworkMarksOf(ctx.db, childId, 6),
    exams: await examScoresOf(ctx.db, childId),
    reports: await reportsOf(ctx.db, childId),
  };
}

/** 课程详情: one of the child's classes with every session and its reports; a class the child is not in is 404. */
export async function childClass(
  ctx: AppContext,
  parentId: number,
  childId: number,
  offeringId: number,
): Promise<ParentClassDetail> {
  const child = await childOf(ctx, parentId, childId);
  const now = ctx.clock.now();
  const [cls] = await classesOf(ctx.db, childId, now, offeringId);
  if (!cls) throw appError(PARENT_ERRORS.classNotFound);
  return {
    child,
    class: cls,
    sessions: await sessionsOf(ctx.db, childId, now, { offeringIds: [offeringId] }),
    reports: await reportsOf(ctx.db, childId, offeringId),
  };
}
