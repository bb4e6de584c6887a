import { and, count, eq } from 'drizzle-orm';
import {
  CONSOLE_ERRORS,
  HOMEWORK_ERRORS,
  homeworkDueAt,
  homeworkQuestionsChanged,
  homeworkRemoveProblem,
  homeworkSaveProblem,
  homeworkTotalScore,
  normaliseHomeworkQuestion,
  sessionState,
  type ConsoleHomeworkSave,
  type ConsoleHomeworkSaved,
  type ConsoleSessionHomework,
  type HomeworkQuestionDraft,
} from '@salt/domain';
import {
  chapterQuizzes,
  chapters,
  enrolments,
  offerings,
  quizAnswers,
  quizOptions,
  quizQuestions,
  quizSections,
  quizzes,
  skus,
} from '../../db/schema';
import type { Database, Transaction } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';
import { noticeHomeworkSet } from '../learning';
import { homeworkPolicy } from './homework.policy';
import { loadHomeworkQuizOfChapter, type LoadedQuiz } from './quiz-loader';

type Db = Database | Transaction;
type QuizFile = { fileName: string; fileType: string; url: string };

/** The session and its class; 404 for an unknown one, 403 unless the actor may set its homework. */
async function authorizedSession(db: Db, actor: Actor, chapterId: number, lock = false) {
  const query = db
    .select({
      id: chapters.id,
      title: chapters.title,
      startAt: chapters.startAt,
      endAt: chapters.endAt,
      offeringId: offerings.id,
      className: skus.className,
      skuName: skus.name,
    })
    .from(chapters)
    .innerJoin(offerings, eq(offerings.id, chapters.offeringId))
    .innerJoin(skus, eq(skus.id, offerings.skuId))
    .where(eq(chapters.id, chapterId));
  // Saves of one session take turns on its row: the first creation wins, the second sees it (409).
  const [session] = lock ? await query.for('update', { of: chapters }) : await query;
  if (!session) throw appError(CONSOLE_ERRORS.recordNotFound);
  await homeworkPolicy.authorize(actor, 'homework.set', { offeringId: session.offeringId });
  return session;
}

const boundQuizId = async (db: Db, chapterId: number) =>
  (
    await db
      .select({ quizId: chapterQuizzes.quizId })
      .from(chapterQuizzes)
      .where(and(eq(chapterQuizzes.chapterId, chapterId), eq(chapterQuizzes.kind, 'homework')))
  )[0]?.quizId ?? null;

/** Pupils who have handed the homework in (opening it makes a record; only a submission fixes the questions). */
async function submittedCount(db: Db, quizId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.quizId, quizId), eq(quizAnswers.kind, 'homework'), eq(quizAnswers.quizAnswerType, '2')));
  return row?.n ?? 0;
}

const questionsOf = (quiz: LoadedQuiz): HomeworkQuestionDraft[] =>
  quiz.questions.map((q) => ({
    type: q.questionType,
    number: q.questionNumber,
    title: q.title,
    score: q.score,
    options: q.options.map((o) => ({ title: o.optionTitle, right: o.optionIsRight })),
    rightAnswer: q.rightAnswer,
  }));

function filesOf(analysis: string | null): QuizFile[] {
  if (!analysis) return [];
  try {
    const files = (JSON.parse(analysis) as { files?: unknown }).files;
    if (!Array.isArray(files)) return [];
    return files
      .filter((f): f is Record<string, unknown> => typeof f === 'object' && f !== null)
      .map((f) => ({
        fileName: String(f.fileName ?? ''),
        fileType: String(f.fileType ?? ''),
        url: String(f.url ?? ''),
      }));
  } catch {
    return [];
  }
}

/** 作业 of a session for the editor: the session, and its homework with the answer keys (null: none yet). */
export async function sessionHomework(
  ctx: AppContext,
  actor: Actor,
  chapterId: number,
): Promise<ConsoleSessionHomework> {
  const session = await authorizedSession(ctx.db, actor, chapterId);
  const [enrolled] = await ctx.db
    .select({ n: count() })
    .from(enrolments)
    .where(and(eq(enrolments.offeringId, session.offeringId), eq(enrolments.status, 'active')));
  const quiz = await loadHomeworkQuizOfChapter(ctx.db, chapterId);
  let homework: ConsoleSessionHomework['homework'] = null;
  if (quiz) {
    const [row] = await ctx.db.select({ version: quizzes.version }).from(quizzes).where(eq(quizzes.id, quiz.id));
    homework = {
      quizId: quiz.id,
      title: quiz.title,
      version: row!.version,
      totalScore: quiz.totalScore,
      questions: questionsOf(quiz).map((q) => ({ ...q, rightAnswer: q.rightAnswer ?? null })),
      files: filesOf(quiz.analysis),
      submitted: await submittedCount(ctx.db, quiz.id),
    };
  }
  return {
    chapterId,
    sessionTitle: session.title,
    className: session.className ?? session.skuName,
    state: sessionState(ctx.clock.now(), session),
    endAt: session.endAt.toISOString(),
    enrolled: enrolled?.n ?? 0,
    homework,
  };
}

/** One section (课后作业) with the questions in the form's order; options in theirs. */
async function insertQuestions(tx: Transaction, quizId: number, questions: HomeworkQuestionDraft[]) {
  const [section] = await tx.insert(quizSections).values({ quizId, seq: 1, title: '课后作业' }).returning();
  for (const [i, q] of questions.entries()) {
    const [row] = await tx
      .insert(quizQuestions)
      .values({
        quizId,
        sectionId: section!.id,
        seq: i + 1,
        questionType: q.type,
        questionNumber: q.number,
        title: q.title,
        score: q.score,
        rightAnswer: q.rightAnswer ?? null,
      })
      .returning({ id: quizQuestions.id });
    if (q.options.length > 0)
      await tx
        .insert(quizOptions)
        .values(
          q.options.map((o, k) => ({ questionId: row!.id, seq: k + 1, optionTitle: o.title, optionIsRight: o.right })),
        );
  }
}

/** Explanation files must be teaching material in the public store (what the upload's 'material' purpose answers). */
function checkFiles(ctx: AppContext, files: QuizFile[]) {
  const publicRoot = ctx.storage.urlOf('');
  for (const f of files) if (!f.url.startsWith(publicRoot)) throw appError(HOMEWORK_ERRORS.fileUrlInvalid);
}

const auditView = (title: string, questions: HomeworkQuestionDraft[], files: QuizFile[]) => ({
  title,
  totalScore: homeworkTotalScore(questions),
  questions,
  files,
});

/**
 * 保存作业: creates the session's homework (version null) or replaces it at the version read. Once a pupil has
 * submitted, only the title and files may change (409 otherwise). Pupils of an ended session are told; the quiz
 * cache of every instance is emptied after the commit, so the next open shows the new questions.
 */
export async function saveSessionHomework(
  ctx: AppContext,
  actor: Actor,
  chapterId: number,
  form: ConsoleHomeworkSave,
): Promise<ConsoleHomeworkSaved> {
  checkFiles(ctx, form.files);
  const questions = form.questions.map(normaliseHomeworkQuestion);
  const files = form.files.map((f) => ({ fileName: f.fileName, fileType: f.fileType, url: f.url }));
  const values = {
    title: form.title,
    analysis: files.length > 0 ? JSON.stringify({ files }) : null,
    totalScore: homeworkTotalScore(questions),
  };
  const saved = await ctx.db.transaction(async (tx) => {
    const session = await authorizedSession(tx, actor, chapterId, true);
    const quizId = await boundQuizId(tx, chapterId);
    if (quizId === null) {
      // Someone removed it since the editor read it: their change stands until the editor is reloaded.
      if (form.version !== null) throw appError(CONSOLE_ERRORS.staleVersion);
      const [quiz] = await tx
        .insert(quizzes)
        .values({ ...values, kind: 'homework' })
        .returning();
      await tx.insert(chapterQuizzes).values({ chapterId, quizId: quiz!.id, kind: 'homework' });
      await insertQuestions(tx, quiz!.id, questions);
      const now = ctx.clock.now();
      if (sessionState(now, session) === 'done')
        await noticeHomeworkSet(tx, { chapterId, dueAt: homeworkDueAt(session.endAt), at: now });
      await recordAudit(tx, actor, {
        action: 'homework.set',
        entity: 'homework',
        entityId: quiz!.id,
        before: null,
        after: { chapterId, ...auditView(form.title, questions, files) },
      });
      return { quizId: quiz!.id, version: quiz!.version };
    }
    if (form.version === null) throw appError(CONSOLE_ERRORS.staleVersion);
    const before = await loadHomeworkQuizOfChapter(tx, chapterId);
    const beforeQuestions = questionsOf(before!);
    const changed = homeworkQuestionsChanged(beforeQuestions, questions);
    const after = await updateWithVersion(tx, quizzes, quizId, form.version, values);
    if (homeworkSaveProblem({ submitted: await submittedCount(tx, quizId), questionsChanged: changed }))
      throw appError(HOMEWORK_ERRORS.editLocked);
    if (changed) {
      // Drafts of the old questions go with them (cascade); a pupil's answer record itself stays.
      await tx.delete(quizSections).where(eq(quizSections.quizId, quizId));
      await insertQuestions(tx, quizId, questions);
    }
    await recordAudit(tx, actor, {
      action: 'homework.update',
      entity: 'homework',
      entityId: quizId,
      before: { chapterId, ...auditView(before!.title, beforeQuestions, filesOf(before!.analysis)) },
      after: { chapterId, ...auditView(form.title, questions, files) },
    });
    return { quizId, version: after.version };
  });
  await ctx.caches.invalidate('quiz');
  return saved;
}

/** 删除作业: unbinds and deletes the session's homework at the version read, while nobody has submitted it. */
export async function removeSessionHomework(
  ctx: AppContext,
  actor: Actor,
  chapterId: number,
  version: number,
): Promise<ConsoleHomeworkSaved> {
  const removed = await ctx.db.transaction(async (tx) => {
    await authorizedSession(tx, actor, chapterId, true);
    const quizId = await boundQuizId(tx, chapterId);
    if (quizId === null) throw appError(CONSOLE_ERRORS.staleVersion);
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId)).for('update');
    if (quiz!.version !== version) throw appError(CONSOLE_ERRORS.staleVersion);
    if (homeworkRemoveProblem({ submitted: await submittedCount(tx, quizId) }))
      throw appError(HOMEWORK_ERRORS.removeLocked);
    const before = await loadHomeworkQuizOfChapter(tx, chapterId);
    // The quiz goes with its questions, the binding and the unsubmitted records pupils made by opening it.
    await tx.delete(quizzes).where(eq(quizzes.id, quizId));
    await recordAudit(tx, actor, {
      action: 'homework.remove',
      entity: 'homework',
      entityId: quizId,
      before: { chapterId, ...auditView(before!.title, questionsOf(before!), filesOf(before!.analysis)) },
      after: null,
    });
    return { quizId, version };
  });
  await ctx.caches.invalidate('quiz');
  return removed;
}
