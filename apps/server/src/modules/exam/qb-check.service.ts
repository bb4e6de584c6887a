import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EXAM_QUESTION_TYPE,
  markQuestion,
  QB_ERRORS,
  type ExamAnalysisQuestion,
  type ExamAnswer,
  type qbCheckRequestSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { examPracticeChecks, examQuestions, examWrongQuestions } from '../../db/schema';
import { loadQuestions, toPaperQuestionFromRecord } from './question-rows';
import { practiceAnswer, practiceParts } from './qb-answers';
import { analysisView } from './question-views';

type CheckRequest = z.infer<typeof qbCheckRequestSchema>;

/**
 * Checks the caller's answer to one practice question (instant right/wrong with the analysis). Marked by the
 * domain's markQuestion on the question's practice points; a combined question by its parts. Every check is kept
 * (exam_practice_check: mastery, the adaptive pick); a question not answered fully right goes into the caller's
 * wrong-question notebook, or counts once more there. An oral answer waits for no teacher in practice: the pupil
 * gets the reference to compare with, and nothing is recorded.
 */
export async function checkQuestion(
  ctx: AppContext,
  userId: number,
  questionId: number,
  body: CheckRequest,
): Promise<ExamAnalysisQuestion> {
  const [practice] = await ctx.db
    .select({ id: examQuestions.id })
    .from(examQuestions)
    .where(and(eq(examQuestions.id, questionId), isNull(examQuestions.parentId), eq(examQuestions.inBank, true)));
  const record = practice ? (await loadQuestions(ctx.db, [questionId])).get(questionId) : undefined;
  if (!record) throw appError(QB_ERRORS.questionNotFound);

  const parts = body.parts ?? [];
  let answers: Map<number, ExamAnswer>;
  if (record.type === EXAM_QUESTION_TYPE.combined) answers = practiceParts(record, parts);
  else {
    if (parts.length > 0) throw appError(QB_ERRORS.partInvalid);
    answers = new Map([[record.id, practiceAnswer(record, body.answer)]]);
  }
  const paper = toPaperQuestionFromRecord(record);
  const mark = markQuestion(paper, answers);

  if (mark.verdict !== 'pending') {
    const right = mark.verdict === 'right';
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      await tx.insert(examPracticeChecks).values({ userId, questionId, right, at: now });
      if (right) return;
      await tx
        .insert(examWrongQuestions)
        .values({ userId, questionId, wrongCount: 1, lastWrongAt: now })
        .onConflictDoUpdate({
          target: [examWrongQuestions.userId, examWrongQuestions.questionId],
          set: { wrongCount: sql`${examWrongQuestions.wrongCount} + 1`, lastWrongAt: now },
        });
    });
  }
  return analysisView(record, paper, '1', { answers, mark });
}
