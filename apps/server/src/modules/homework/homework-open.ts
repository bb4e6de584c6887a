import { and, eq, fillPlaceholders, sql } from 'drizzle-orm';
import { HOMEWORK_ERRORS, homeworkDueAt, isBeforeEnrolment, type HomeworkQuiz } from '@salt/domain';
import { chapterQuizzes, chapters, offerings, quizAnswerItems, quizAnswers } from '../../db/schema';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { authorizeChapterAccess, chapterAccessColumns, enrolmentJoins, knownEnrolments } from '../learning';
import { loadHomeworkQuizOfChapter, type HomeworkQuizSource, type LoadedQuiz } from './quiz-loader';
import { mayReveal, quizView } from './homework.service';

type AnswerRow = typeof quizAnswers.$inferSelect;
type SavedItem = { questionId: number; answer: string; isRight: boolean | null };

/*
 * Opening homework is the learning centre's hottest read. Everything a pupil's open needs besides the quiz (which
 * is shared per instance, quiz-loader.ts) is ONE named statement: the session and its class, the caller's
 * enrolments in it (what learning decides access on, `enrolmentJoins`), the homework bound to the session, and the
 * caller's answer record of it with that record's items. The access decision itself is still learning's
 * (`authorizeChapterAccess`), made on these rows before anything of the answer is used.
 *
 * The answer record and its items come as ONE text column (`record`, a JSON array): it is both what the view is
 * built from and the record's exact version, so a re-open whose record text, quiz and reveal state are unchanged
 * is answered from the JSON text cached by homework-open-cache.ts without parsing or building anything.
 */
const recordColumns = [
  quizAnswers.id,
  quizAnswers.quizId,
  quizAnswers.userId,
  quizAnswers.chapterId,
  quizAnswers.kind,
  quizAnswers.quizAnswerType,
  quizAnswers.endTime,
  quizAnswers.overTime,
  quizAnswers.quizAnswerScore,
  quizAnswers.quizAnswerAutoScore,
  quizAnswers.replyOver,
  quizAnswers.replyOverTime,
  quizAnswers.replyOverBy,
  quizAnswers.createdAt,
];

const openFields = (db: Database) => {
  const userId = sql.placeholder('userId');
  const { active, activeOn, movedOut } = enrolmentJoins(db, userId);
  // Flat, so the statement's columns are these keys in this order (drizzle selects them so).
  const fields = {
    ...chapterAccessColumns,
    activeSince: active.createdAt,
    movedCreatedAt: movedOut.createdAt,
    movedEndedAt: movedOut.endedAt,
    boundQuizId: chapterQuizzes.quizId,
    answerType: quizAnswers.quizAnswerType,
    answerEndTime: quizAnswers.endTime,
    // Items in a fixed order, so an unchanged record always reads as the same text.
    record: sql<string | null>`case when ${quizAnswers.id} is null then null else json_build_array(${sql.join(
      recordColumns,
      sql`, `,
    )}, coalesce((
        select json_agg(json_build_array(i.question_id, i.answer, i.is_right) order by i.question_id)
        from ${quizAnswerItems} i where i.quiz_answer_id = ${quizAnswers.id}
      ), '[]'))::text end`,
  };
  const query = db
    .select(fields)
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .leftJoin(active, activeOn)
    .leftJoinLateral(movedOut, sql`true`)
    .leftJoin(chapterQuizzes, and(eq(chapterQuizzes.chapterId, chapters.id), eq(chapterQuizzes.kind, 'homework')))
    .leftJoin(
      quizAnswers,
      // 'homework' as a literal: the statement's generic plan can then use the partial unique index on homework
      // records (quiz_answer_homework_uq); as a parameter it scanned quiz_answer.
      and(
        eq(quizAnswers.quizId, chapterQuizzes.quizId),
        eq(quizAnswers.userId, userId),
        sql`${quizAnswers.kind} = 'homework'`,
      ),
    )
    .where(eq(chapters.id, sql.placeholder('chapterId')))
    .limit(1);
  return { keys: Object.keys(fields), query };
};
/** The statement's row as drizzle would map it. */
type OpenRow = Awaited<ReturnType<ReturnType<typeof openFields>['query']['execute']>>[number];

/*
 * Drizzle builds the statement's text once (learning's joins stay learning's), and the raw client runs it: mapping
 * this row through drizzle was a good part of an open's CPU. Every column is an integer, text, boolean or
 * timestamptz, which pg's own parsers read exactly as drizzle would (timestamptz as Date).
 */
const openStatement = preparedPerDatabase((db) => {
  const { keys, query } = openFields(db);
  const { sql: text, params } = query.toSQL();
  return async (values: { chapterId: number; userId: number }): Promise<OpenRow | undefined> => {
    const { rows } = await db.$client.query<unknown[]>({
      name: 'homework_open',
      text,
      values: fillPlaceholders(params, values),
      rowMode: 'array',
    });
    const cells = rows[0];
    if (!cells) return undefined;
    const out: Record<string, unknown> = {};
    keys.forEach((key, i) => (out[key] = cells[i]));
    return out as OpenRow;
  };
});

const asDate = (v: unknown) => (v === null ? null : new Date(v as string));

/** The record as `record` reads it (json timestamps are ISO text with an offset). */
function parseRecord(text: string): { answer: AnswerRow; items: SavedItem[] } {
  const cells = JSON.parse(text) as unknown[];
  const [id, quizId, userId, chapterId, kind, quizAnswerType, endTime, overTime, score, autoScore] = cells;
  const [replyOver, replyOverTime, replyOverBy, createdAt, items] = cells.slice(10);
  return {
    answer: {
      id: id as number,
      quizId: quizId as number,
      userId: userId as number,
      chapterId: chapterId as number | null,
      kind: kind as string,
      quizAnswerType: quizAnswerType as string,
      endTime: asDate(endTime)!,
      overTime: asDate(overTime),
      quizAnswerScore: score as number | null,
      quizAnswerAutoScore: autoScore as number | null,
      replyOver: replyOver as string | null,
      replyOverTime: asDate(replyOverTime),
      replyOverBy: replyOverBy as number | null,
      createdAt: asDate(createdAt)!,
    },
    items: (items as [number, string, boolean | null][]).map(([questionId, answer, isRight]) => ({
      questionId,
      answer,
      isRight,
    })),
  };
}

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

/** An open decided and read: its view, and what that view depends on besides the server time. */
export interface HomeworkOpening {
  quiz: LoadedQuiz;
  now: Date;
  /**
   * Everything the view depends on except the quiz and `now` (caller, session, reveal state, the record's exact
   * text); null when the view is not to be cached (a first open, a quiz cached from before a rebinding).
   */
  version: string | null;
  view(): HomeworkQuiz;
}

/**
 * The homework of a session for the caller. Enrolled students get their answer record, created on the first
 * fetch (type '1', due 7 days after the session ends, or for a session held before they joined the class 7 days
 * after joining: optional practice, `beforeEnrolment`); the class's teacher and tutor see the quiz with the right
 * answers and no answer record. 404 '课次不存在' / '当前课次没有绑定试卷', 403 '您未报名该课程'.
 */
export async function openHomework(
  ctx: AppContext,
  userId: number,
  chapterId: number,
  quizOf: HomeworkQuizSource = (id) => loadHomeworkQuizOfChapter(ctx.db, id),
): Promise<HomeworkOpening> {
  const read = await openStatement(ctx.db)({ chapterId, userId });
  // created_at is never null, so a moved-out enrolment was found exactly when it is set.
  const moved = read?.movedCreatedAt ? { createdAt: read.movedCreatedAt, endedAt: read.movedEndedAt } : null;
  const { chapter, role, enrolledAt } = await authorizeChapterAccess(
    ctx,
    { userId },
    read ?? null,
    knownEnrolments(read?.activeSince ?? null, moved),
  );
  const quiz = await quizOf(chapterId);
  if (!quiz) throw appError(HOMEWORK_ERRORS.noQuiz);
  const now = ctx.clock.now();
  // Staff see the same view of a session whoever they are.
  if (role !== 'student')
    return { quiz, now, version: `staff:${chapterId}`, view: () => quizView(quiz, chapterId, null, [], true, now) };
  const beforeEnrolment = isBeforeEnrolment(chapter.endAt, enrolledAt);

  // The statement read the record of the quiz bound now; a quiz cached from before a rebinding reads its own.
  if (read!.boundQuizId === quiz.id && read!.record !== null) {
    const record = read!.record;
    const reveal = mayReveal({ quizAnswerType: read!.answerType!, endTime: read!.answerEndTime! }, false, now);
    return {
      quiz,
      now,
      // Only the record's text is free text, and it comes last: the parts before it cannot run into each other.
      version: `pupil:${userId}:${chapterId}:${reveal ? 1 : 0}:${beforeEnrolment ? 1 : 0}:${record}`,
      view: () => {
        const { answer, items } = parseRecord(record);
        return { ...quizView(quiz, chapterId, answer, items, reveal, now), beforeEnrolment };
      },
    };
  }

  const findAnswer = async () => (await ownHomeworkAnswer(ctx.db).execute({ quizId: quiz.id, userId }))[0] ?? null;
  const itemsOf = (quizAnswerId: number) => answerItems(ctx.db).execute({ quizAnswerId });
  // (With the quiz bound now, the statement found no record: this is the first open.)
  let answer = read!.boundQuizId === quiz.id ? null : await findAnswer();
  let items: SavedItem[] = answer ? await itemsOf(answer.id) : [];
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
  const view = { ...quizView(quiz, chapterId, answer, items, mayReveal(answer, false, now), now), beforeEnrolment };
  return { quiz, now, version: null, view: () => view };
}

/** `openHomework`'s view (the route answers through homework-open-cache.ts). */
export async function homeworkByChapter(
  ctx: AppContext,
  userId: number,
  chapterId: number,
  quizOf?: HomeworkQuizSource,
): Promise<HomeworkQuiz> {
  return (await openHomework(ctx, userId, chapterId, quizOf)).view();
}
