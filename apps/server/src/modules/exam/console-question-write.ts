import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  EXAM_ERRORS,
  EXAM_QUESTION_TYPE,
  QUESTION_OPTION_LABELS,
  toTenths,
  type ConsoleQuestionCreate,
  type ConsoleQuestionUpdate,
} from '@salt/domain';
import type { Transaction } from '../../db/client';
import { examQuestionOptions, examQuestions } from '../../db/schema';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { recordAudit, updateWithVersion } from '../console';
import { questionDetail, topQuestion } from './console-question.service';

/**
 * Saving a 题库 question (create, or edit at the version the form read). The contract has checked the form against
 * the rules (question-bank-rules.ts); here each type keeps only its own answer key (a single choice keeps no blanks),
 * options are rewritten, and a combined question's sub-questions are updated by id, added or removed, so a kept
 * part keeps its id and pupils' practice history. Attempts already started keep their snapshot; new ones see the
 * edit at once (the quiz cache is emptied).
 */
type Part = ConsoleQuestionCreate['children'][number] | ConsoleQuestionCreate;

const isChoice = (type: string) => type === EXAM_QUESTION_TYPE.single || type === EXAM_QUESTION_TYPE.multiple;

function partColumns(p: Part) {
  // 拍照作答: a fill-in marked by a teacher against its reference; it has no blanks and stays out of the
  // self-checked practice bank.
  const manual = p.type === EXAM_QUESTION_TYPE.fillIn && p.manual;
  return {
    type: p.type,
    stem: p.stem.trim(),
    blanks:
      p.type === EXAM_QUESTION_TYPE.fillIn && !manual
        ? p.blanks.map((b) => b.map((a) => a.trim()).filter(Boolean))
        : null,
    isTrue: p.type === EXAM_QUESTION_TYPE.trueFalse ? p.isTrue : null,
    reference: p.type === EXAM_QUESTION_TYPE.oral || manual ? (p.reference?.trim() ?? null) : null,
    manual,
    ...(manual ? { inBank: false } : {}),
    scoreTenths: toTenths(p.score) ?? 0,
    analysis: p.analysis.trim(),
  };
}

async function writeOptions(tx: Transaction, questionId: number, p: Part) {
  await tx.delete(examQuestionOptions).where(eq(examQuestionOptions.questionId, questionId));
  if (!isChoice(p.type) || p.options.length === 0) return;
  await tx.insert(examQuestionOptions).values(
    p.options.map((o, i) => ({
      questionId,
      label: QUESTION_OPTION_LABELS[i]!,
      text: o.text.trim(),
      isRight: o.isRight,
    })),
  );
}

const sharedColumns = (form: ConsoleQuestionCreate) => ({
  subject: form.subject,
  grade: form.grade,
  difficulty: form.difficulty,
  knowledgePoints: [...new Set(form.knowledgePoints.map((k) => k.trim()))],
});

/** The parent's own columns: a combined question's points are its parts' sum. */
function parentColumns(form: ConsoleQuestionCreate) {
  const combined = form.type === EXAM_QUESTION_TYPE.combined;
  const own = partColumns(form);
  return {
    ...own,
    ...sharedColumns(form),
    analysisFiles: form.analysisFiles,
    scoreTenths: combined ? form.children.reduce((n, c) => n + (toTenths(c.score) ?? 0), 0) : own.scoreTenths,
  };
}

/** Sub-questions: by id (must be this question's), new ones inserted, missing ones removed; in the form's order. */
async function writeChildren(tx: Transaction, parentId: number, form: ConsoleQuestionCreate, now: Date) {
  const existing = await tx
    .select({ id: examQuestions.id })
    .from(examQuestions)
    .where(eq(examQuestions.parentId, parentId));
  const own = new Set(existing.map((r) => r.id));
  const children = form.type === EXAM_QUESTION_TYPE.combined ? form.children : [];
  const kept = new Set<number>();
  for (const [seq, child] of children.entries()) {
    const values = { ...partColumns(child), ...sharedColumns(form), seq, updatedAt: now };
    let id = child.id;
    if (id !== null) {
      if (!own.has(id) || kept.has(id)) throw appError(EXAM_ERRORS.subQuestionNotOwn);
      await tx.update(examQuestions).set(values).where(eq(examQuestions.id, id));
    } else {
      const [row] = await tx
        .insert(examQuestions)
        .values({ ...values, key: `cq-${randomUUID()}`, parentId })
        .returning({ id: examQuestions.id });
      id = row!.id;
    }
    kept.add(id);
    await writeOptions(tx, id, child);
  }
  const gone = [...own].filter((id) => !kept.has(id));
  if (gone.length) await tx.delete(examQuestions).where(inArray(examQuestions.id, gone));
}

export async function createConsoleQuestion(
  ctx: AppContext,
  actor: Actor,
  form: ConsoleQuestionCreate,
): Promise<{ id: number }> {
  const id = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(examQuestions)
      .values({ ...parentColumns(form), key: `cq-${randomUUID()}`, updatedAt: now })
      .returning({ id: examQuestions.id });
    await writeOptions(tx, row!.id, form);
    await writeChildren(tx, row!.id, form, now);
    const after = await questionDetail(tx, row!.id);
    await recordAudit(tx, actor, {
      action: 'exam.questionCreate',
      entity: 'examQuestion',
      entityId: row!.id,
      before: null,
      after,
    });
    return row!.id;
  });
  await ctx.caches.invalidate('quiz');
  return { id };
}

export async function updateConsoleQuestion(
  ctx: AppContext,
  actor: Actor,
  id: number,
  form: ConsoleQuestionUpdate,
): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const row = await topQuestion(tx, id, true);
    const wasCombined = row.type === EXAM_QUESTION_TYPE.combined;
    if (row.version === form.version && wasCombined !== (form.type === EXAM_QUESTION_TYPE.combined))
      throw appError(EXAM_ERRORS.typeLocked);
    const before = await questionDetail(tx, id);
    const now = ctx.clock.now();
    await updateWithVersion(tx, examQuestions, id, form.version, { ...parentColumns(form), updatedAt: now });
    await writeOptions(tx, id, form);
    await writeChildren(tx, id, form, now);
    const after = await questionDetail(tx, id);
    await recordAudit(tx, actor, {
      action: 'exam.questionUpdate',
      entity: 'examQuestion',
      entityId: id,
      before,
      after,
    });
  });
  await ctx.caches.invalidate('quiz');
  return { id };
}
