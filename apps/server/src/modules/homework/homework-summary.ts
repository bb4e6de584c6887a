import { and, eq, sql } from 'drizzle-orm';
import { homeworkStatus, type ChapterHomework } from '@salt/domain';
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
