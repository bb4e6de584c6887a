import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { homeworkStatus, type ChapterHomework, type SessionToMark } from '@salt/domain';
import { chapterQuizzes, chapters, quizAnswers } from '../../db/schema';
import type { AppContext } from '../../platform/context';

/**
 * Each session's homework in a class, for its session list: a pupil's own status and score (a session held before
 * they joined, `enrolledAt`, is optional: 选做, never overdue), or for the class's teacher and tutor how many
 * submitted and how many still wait for feedback. Sessions without homework are absent from the map. Two reads
 * whatever the number of sessions.
 */
export async function homeworkSummaries(
  ctx: AppContext,
  offeringId: number,
  userId: number,
  role: 'student' | 'teacher' | 'tutor',
  enrolledAt: Date | null = null,
): Promise<Map<number, ChapterHomework>> {
  const now = ctx.clock.now();
  const bound = and(eq(chapters.offeringId, offeringId), eq(chapterQuizzes.kind, 'homework'));
  if (role === 'student') {
    const rows = await ctx.db
      .select({
        chapterId: chapterQuizzes.chapterId,
        endAt: chapters.endAt,
        quizAnswerType: quizAnswers.quizAnswerType,
        endTime: quizAnswers.endTime,
        replied: sql<boolean>`${quizAnswers.replyOver} is not null`,
        score: quizAnswers.quizAnswerScore,
      })
      .from(chapterQuizzes)
      .innerJoin(chapters, eq(chapters.id, chapterQuizzes.chapterId))
      .leftJoin(
        quizAnswers,
        and(
          eq(quizAnswers.quizId, chapterQuizzes.quizId),
          eq(quizAnswers.userId, userId),
          eq(quizAnswers.kind, 'homework'),
        ),
      )
      .where(bound);
    return new Map(
      rows.map((r) => {
        const record =
          r.quizAnswerType && r.endTime
            ? { quizAnswerType: r.quizAnswerType, endTime: r.endTime, replied: r.replied }
            : null;
        const status = homeworkStatus(record, r.endAt, now, enrolledAt);
        const score = status === 'submitted' || status === 'marked' ? r.score : null;
        return [r.chapterId, { status, score, submitted: null, toMark: null }];
      }),
    );
  }
  const rows = await ctx.db
    .select({
      chapterId: chapterQuizzes.chapterId,
      submitted: sql<number>`count(${quizAnswers.id}) filter (where ${quizAnswers.quizAnswerType} = '2')`.mapWith(
        Number,
      ),
      toMark:
        sql<number>`count(${quizAnswers.id}) filter (where ${quizAnswers.quizAnswerType} = '2' and ${quizAnswers.replyOver} is null)`.mapWith(
          Number,
        ),
    })
    .from(chapterQuizzes)
    .innerJoin(chapters, eq(chapters.id, chapterQuizzes.chapterId))
    .leftJoin(
      quizAnswers,
      and(eq(quizAnswers.quizId, chapterQuizzes.quizId), eq(quizAnswers.chapterId, chapterQuizzes.chapterId)),
    )
    .where(bound)
    .groupBy(chapterQuizzes.chapterId);
  return new Map(
    rows.map((r) => [r.chapterId, { status: null, score: null, submitted: r.submitted, toMark: r.toMark }]),
  );
}

/**
 * Per class, its sessions whose submitted homework still waits for feedback, in session order: what the teacher's
 * and tutor's learning centre lists under 待批改. One read for all the classes.
 */
export async function sessionsToMark(ctx: AppContext, offeringIds: number[]): Promise<Map<number, SessionToMark[]>> {
  const out = new Map<number, SessionToMark[]>();
  if (offeringIds.length === 0) return out;
  const toMark = sql<number>`count(${quizAnswers.id})`.mapWith(Number);
  const rows = await ctx.db
    .select({
      offeringId: chapters.offeringId,
      chapterId: chapters.id,
      seq: chapters.seq,
      title: chapters.title,
      toMark,
    })
    .from(chapterQuizzes)
    .innerJoin(chapters, eq(chapters.id, chapterQuizzes.chapterId))
    .innerJoin(
      quizAnswers,
      and(
        eq(quizAnswers.quizId, chapterQuizzes.quizId),
        eq(quizAnswers.chapterId, chapterQuizzes.chapterId),
        eq(quizAnswers.quizAnswerType, '2'),
        isNull(quizAnswers.replyOver),
      ),
    )
    .where(and(inArray(chapters.offeringId, offeringIds), eq(chapterQuizzes.kind, 'homework')))
    .groupBy(chapters.offeringId, chapters.id, chapters.seq, chapters.title)
    .orderBy(asc(chapters.offeringId), asc(chapters.seq));
  for (const { offeringId, ...session } of rows) out.set(offeringId, [...(out.get(offeringId) ?? []), session]);
  return out;
}
