import { and, asc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  HOMEWORK_DUE_AFTER_MS,
  examScorePercent,
  homeworkState,
  knowledgeMastery,
  reportHeadline,
  sessionAttendance,
  summariseAttendance,
  summariseHomework,
  weakestPoints,
  type LearningReportFigures,
  type MarkedItem,
} from '@salt/domain';
import {
  chapterQuizzes,
  chapters,
  enrolments,
  examAttempts,
  exams,
  liveAttendance,
  offerings,
  playbackProgress,
  quizAnswers,
} from '../../db/schema';
import type { AppContext } from '../../platform/context';

/** What making reports needs: the database and the clock (demo seeds pass just these). */
export type ReportContext = Pick<AppContext, 'db' | 'clock'>;
import { markedItemsOfAttempt } from '../exam';

/** The exam kinds a report counts besides the class's own completion exams: the pupil's practice in the subject. */
const PRACTICE_KINDS = ['mock', 'outdoor', 'ai'] as const;

export interface ReportPeriod {
  start: Date;
  end: Date;
}

const mean = (list: readonly (number | null)[]): number | null => {
  const xs = list.filter((x): x is number => x !== null);
  return xs.length === 0 ? null : Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
};

/** The class's pupils a report is made for: those actively enrolled now. */
export async function classPupils(ctx: ReportContext, offeringId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ userId: enrolments.userId })
    .from(enrolments)
    .where(and(eq(enrolments.offeringId, offeringId), eq(enrolments.status, 'active')))
    .orderBy(asc(enrolments.userId));
  return rows.map((r) => r.userId);
}

/**
 * The figures of every pupil asked for, in one class over one period: the sessions that ended in it (and before
 * `now`), how each pupil attended them, their homework, their exams in the period with knowledge-point mastery, and
 * the class's averages over the same pupils. Bulk queries: one per kind of fact, whatever the class's size.
 */
export async function classFigures(
  ctx: ReportContext,
  offeringId: number,
  period: ReportPeriod,
  pupils: readonly number[],
): Promise<Map<number, LearningReportFigures>> {
  const now = ctx.clock.now();
  const [offering] = await ctx.db
    .select({ subject: offerings.subject })
    .from(offerings)
    .where(eq(offerings.id, offeringId));
  const sessions = await ctx.db
    .select({
      id: chapters.id,
      seq: chapters.seq,
      title: chapters.title,
      startAt: chapters.startAt,
      endAt: chapters.endAt,
      durationSec: chapters.playbackDurationSec,
    })
    .from(chapters)
    .where(
      and(
        eq(chapters.offeringId, offeringId),
        gte(chapters.endAt, period.start),
        lt(chapters.endAt, period.end),
        lte(chapters.endAt, now),
      ),
    )
    .orderBy(asc(chapters.startAt));
  const ids = sessions.map((s) => s.id);
  const users = [...pupils];
  const none = ids.length === 0 || users.length === 0;

  const live = none
    ? []
    : await ctx.db
        .select({ userId: liveAttendance.userId, chapterId: liveAttendance.chapterId })
        .from(liveAttendance)
        .where(and(inArray(liveAttendance.chapterId, ids), inArray(liveAttendance.userId, users)));
  const watched = none
    ? []
    : await ctx.db
        .select({
          userId: playbackProgress.userId,
          chapterId: playbackProgress.chapterId,
          sec: playbackProgress.positionSec,
        })
        .from(playbackProgress)
        .where(and(inArray(playbackProgress.chapterId, ids), inArray(playbackProgress.userId, users)));
  const withHomework = new Set(
    ids.length === 0
      ? []
      : (
          await ctx.db
            .select({ chapterId: chapterQuizzes.chapterId })
            .from(chapterQuizzes)
            .where(and(inArray(chapterQuizzes.chapterId, ids), eq(chapterQuizzes.kind, 'homework')))
        ).map((r) => r.chapterId),
  );
  const answers = none
    ? []
    : await ctx.db
        .select({
          userId: quizAnswers.userId,
          chapterId: quizAnswers.chapterId,
          endTime: quizAnswers.endTime,
          overTime: quizAnswers.overTime,
          type: quizAnswers.quizAnswerType,
          score: sql<number | null>`coalesce(${quizAnswers.quizAnswerScore}, ${quizAnswers.quizAnswerAutoScore})`,
        })
        .from(quizAnswers)
        .where(
          and(
            eq(quizAnswers.kind, 'homework'),
            inArray(quizAnswers.chapterId, ids),
            inArray(quizAnswers.userId, users),
          ),
        );
  const attempts =
    users.length === 0
      ? []
      : await ctx.db
          .select({
            id: examAttempts.id,
            userId: examAttempts.userId,
            title: exams.title,
            kind: exams.kind,
            committedAt: examAttempts.committedAt,
            earned: examAttempts.earnedTenths,
            possible: examAttempts.possibleTenths,
            pending: examAttempts.pendingTenths,
          })
          .from(examAttempts)
          .innerJoin(exams, eq(exams.id, examAttempts.examId))
          .where(
            and(
              inArray(examAttempts.userId, users),
              eq(examAttempts.status, 'committed'),
              gte(examAttempts.committedAt, period.start),
              lt(examAttempts.committedAt, period.end),
              or(
                eq(exams.offeringId, offeringId),
                and(
                  isNull(exams.offeringId),
                  eq(exams.subject, offering?.subject ?? ''),
                  inArray(exams.kind, [...PRACTICE_KINDS]),
                ),
              ),
            ),
          )
          .orderBy(asc(examAttempts.committedAt));

  const key = (u: number, c: number | null) => `${u}:${c}`;
  const liveSet = new Set(live.map((r) => key(r.userId, r.chapterId)));
  const watchedBy = new Map(watched.map((r) => [key(r.userId, r.chapterId), r.sec]));
  const answerBy = new Map(answers.map((r) => [key(r.userId, r.chapterId), r]));

  const result = new Map<number, LearningReportFigures>();
  for (const userId of users) {
    const rows = sessions.map((s) => {
      const attendance = sessionAttendance({
        presentLive: liveSet.has(key(userId, s.id)),
        watchedSec: watchedBy.get(key(userId, s.id)) ?? 0,
        durationSec: s.durationSec,
      });
      const a = answerBy.get(key(userId, s.id));
      const homework = !withHomework.has(s.id)
        ? ('none' as const)
        : homeworkState(
            {
              deadline: a?.endTime ?? new Date(s.endAt.getTime() + HOMEWORK_DUE_AFTER_MS),
              submittedAt: a?.type === '2' ? (a.overTime ?? a.endTime) : null,
            },
            now,
          );
      const score = a?.type === '2' && a.score !== null ? Number(a.score) : null;
      return {
        chapterId: s.id,
        seq: s.seq,
        title: s.title,
        startAt: s.startAt.toISOString(),
        attendance,
        homework,
        homeworkScore: homework === 'none' ? null : score,
      };
    });
    const mine = attempts.filter((x) => x.userId === userId);
    const items: MarkedItem[] = [];
    for (const x of mine) items.push(...(await markedItemsOfAttempt(ctx, x.id)));
    const mastery = knowledgeMastery(items);
    const attendance = summariseAttendance(rows.map((r) => r.attendance));
    const homework = summariseHomework(
      rows.flatMap((r) => (r.homework === 'none' ? [] : [{ state: r.homework, score: r.homeworkScore }])),
    );
    const weakest = weakestPoints(mastery, 1)[0] ?? null;
    result.set(userId, {
      headline: reportHeadline({ attendance, homework, weakest }),
      attendance,
      homework,
      sessions: rows,
      exams: mine.map((x) => ({
        attemptId: x.id,
        title: x.title,
        kind: x.kind,
        committedAt: x.committedAt!.toISOString(),
        scorePercent: examScorePercent(x.earned ?? 0, x.possible ?? 0),
        pending: (x.pending ?? 0) > 0,
      })),
      mastery: mastery.map((m) => ({ point: m.point, percent: m.percent, questions: m.questions })),
      classAverage: { attendanceRate: null, homeworkOnTimePercent: null, homeworkAverage: null, pupils: users.length },
    });
  }
  const all = [...result.values()];
  const classAverage = {
    attendanceRate: mean(all.map((f) => f.attendance.ratePercent)),
    homeworkOnTimePercent: mean(all.map((f) => f.homework.onTimePercent)),
    homeworkAverage: mean(all.map((f) => f.homework.averageScore)),
    pupils: users.length,
  };
  for (const f of all) f.classAverage = classAverage;
  return result;
}
