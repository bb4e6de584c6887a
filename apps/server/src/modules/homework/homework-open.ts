import { and, eq, sql } from 'drizzle-orm';
import { HOMEWORK_ERRORS, homeworkDueAt, isBeforeEnrolment, type HomeworkQuiz } from '@salt/domain';
import { chapterQuizzes, chapters, offerings, quizAnswerItems, quizAnswers } from '../../db/schema';
import { preparedPerDatabase } from '../../db/prepared';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { authorizeChapterAccess, chapterAccessColumns, enrolmentJoins, knownEnrolments } from '../learning';
import { loadHomeworkQuizOfChapter, type HomeworkQuizSource } from './quiz-loader';
import { mayReveal, quizView } from './homework.service';

type SavedItem = { questionId: number; answer: string; isRight: boolean | null };

/*
 * Opening homework is the learning centre's hottest read. Everything a pupil's open needs besides the quiz (which
 * is shared per instance, quiz-loader.ts) is ONE named statement: the session and its class, the caller's
 * enrolments in it (what learning decides access on, `enrolmentJoins`), the homework bound to the session, the
 * caller's answer record of it and that record's items (JSON aggregated). The access decision itself is still
 * learning's (`authorizeChapterAccess`), made on these rows before anything of the answer is used.
 */
const openStatement = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const { active, activeOn, movedOut } = enrolmentJoins(db, userId);
  return db
    .select({
      chapter: chapterAccessColumns,
      activeSince: active.createdAt,
      movedCreatedAt: movedOut.createdAt,
      movedEndedAt: movedOut.endedAt,
      boundQuizId: chapterQuizzes.quizId,
      answer: quizAnswers,
      items: sql<SavedItem[]>`coalesce((
        select json_agg(json_build_object(
          'questionId', i.question_id, 'answer', i.answer, 'isRight', i.is_right))
        from ${quizAnswerItems} i where i.quiz_answer_id = ${quizAnswers.id}
      ), '[]')`,
    })
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .leftJoin(active, activeOn)
    .leftJoinLateral(movedOut, sql`true`)
    .leftJoin(chapterQuizzes, and(eq(chapterQuizzes.chapterId, chapters.id), eq(chapterQuizzes.kind, 'homework')))
    .leftJoin(
      quizAnswers,
      and(
        eq(quizAnswers.quizId, chapterQuizzes.quizId),
        eq(quizAnswers.userId, userId),
        eq(quizAnswers.kind, 'homework'),
      ),
    )
    .where(eq(chapters.id, sql.placeholder('chapterId')))
    .limit(1)
    .prepare('homework_open');
});

// The first open (and a quiz cached across a rebinding) reads the record by the quiz itself.
const ownHomeworkAnswer = preparedPerDatabase((db) =>
  db
    .select()
    .from(quizAnswers)
    .where(
      and(
        eq(quizAnswers.quizId, sql.placeholder('quizId')),
        eq(quizAnswers.userId, sql.placeholder('userId')),
        eq(quizAnswers.kind, 'homework'),
      ),
    )
    .limit(1)
    .prepare('quiz_own_homework_answer'),
);
const answerItems = preparedPerDatabase((db) =>
  db
    .select()
    .from(quizAnswerItems)
    .where(eq(quizAnswerItems.quizAnswerId, sql.placeholder('quizAnswerId')))
    .prepare('quiz_answer_items'),
);

/**
 * The homework of a session for the caller. Enrolled students get their answer record, created on the first
 * fetch (type '1', due 7 days after the session ends, or for a session held before they joined the class 7 days
 * after joining: optional practice, `beforeEnrolment`); the class's teacher and tutor see the quiz with the right
 * answers and no answer record. 404 '课次不存在' / '当前课次没有绑定试卷', 403 '您未报名该课程'.
 */
export async function homeworkByChapter(
  ctx: AppContext,
  userId: number,
  chapterId: number,
  quizOf: HomeworkQuizSource = (id) => loadHomeworkQuizOfChapter(ctx.db, id),
): Promise<HomeworkQuiz> {
  const [read] = await openStatement(ctx.db).execute({ chapterId, userId });
  // created_at is never null, so a moved-out enrolment was found exactly when it is set.
  const moved = read?.movedCreatedAt ? { createdAt: read.movedCreatedAt, endedAt: read.movedEndedAt } : null;
  const { chapter, role, enrolledAt } = await authorizeChapterAccess(
    ctx,
    { userId },
    read?.chapter ?? null,
    knownEnrolments(read?.activeSince ?? null, moved),
  );
  const quiz = await quizOf(chapterId);
  if (!quiz) throw appError(HOMEWORK_ERRORS.noQuiz);
  const now = ctx.clock.now();
  if (role !== 'student') return quizView(quiz, chapterId, null, [], true, now);
  const beforeEnrolment = isBeforeEnrolment(chapter.endAt, enrolledAt);

  const findAnswer = async () => (await ownHomeworkAnswer(ctx.db).execute({ quizId: quiz.id, userId }))[0] ?? null;
  const itemsOf = (quizAnswerId: number) => answerItems(ctx.db).execute({ quizAnswerId });
  // The statement read the record of the quiz bound now; a quiz cached from before a rebinding reads its own.
  const current = read!.boundQuizId === quiz.id;
  let answer = current ? read!.answer : await findAnswer();
  let items: SavedItem[] = !answer ? [] : current ? read!.items : await itemsOf(answer.id);
  if (!answer) {
    // First open: create the record; a concurrent first open may win the insert, so read it back either way.
    await ctx.db
      .insert(quizAnswers)
      .values({
        quizId: quiz.id,
        userId,
        chapterId,
        kind: 'homework',
        quizAnswerType: '1',
        // A week after the session, or for a session held before the pupil joined, a week after joining.
        endTime: homeworkDueAt(chapter.endAt, enrolledAt),
      })
      .onConflictDoNothing();
    answer = await findAnswer();
    items = answer ? await itemsOf(answer.id) : [];
  }
  return {
    ...quizView(quiz, chapterId, answer, items, mayReveal(answer, false, now), now),
    beforeEnrolment,
  };
}
