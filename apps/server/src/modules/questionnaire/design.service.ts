import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  designProblem,
  QUESTIONNAIRE_ERRORS,
  type AudienceKind,
  type ConsoleQuestionnaire,
  type ConsoleQuestionnaireOptions,
  type ConsoleQuestionnaireResult,
  type ConsoleQuestionnaireRow,
  type Page,
  type QuestionnaireDesign,
} from '@salt/domain';
import {
  dictionaryItems,
  offerings,
  questionnaireQuestions,
  questionnaireResponses,
  questionnaires,
} from '../../db/schema';
import type { Transaction } from '../../db/client';
import { likePattern } from '../../platform/like-pattern';
import type { Actor } from '../../platform/auth/actor';
import type { AppContext } from '../../platform/context';
import { AppError, appError } from '../../platform/errors';
import { recordAudit } from '../console';
import { phaseOf, questionCounts, questionsOf, type QuestionnaireRow } from './questionnaire-read';
import { consoleResult } from './result.service';

const q = questionnaires;

async function gradeLabels(ctx: AppContext): Promise<Map<string, string>> {
  const rows = await ctx.db
    .select({ value: dictionaryItems.value, label: dictionaryItems.label })
    .from(dictionaryItems)
    .where(eq(dictionaryItems.type, 'grade'))
    .orderBy(asc(dictionaryItems.sort));
  return new Map(rows.map((r) => [r.value, r.label]));
}

async function audienceTexts(ctx: AppContext, rows: QuestionnaireRow[]): Promise<Map<number, string>> {
  const grades = await gradeLabels(ctx);
  const classIds = rows.flatMap((r) => (r.offeringId ? [r.offeringId] : []));
  const classes =
    classIds.length === 0
      ? []
      : await ctx.db
          .select({ id: offerings.id, title: offerings.title })
          .from(offerings)
          .where(inArray(offerings.id, classIds));
  const className = new Map(classes.map((c) => [c.id, c.title]));
  return new Map(
    rows.map((r) => [
      r.id,
      r.audienceKind === 'class'
        ? `班级：${className.get(r.offeringId ?? 0) ?? '—'}`
        : r.audienceKind === 'grade'
          ? `年级：${grades.get(r.grade ?? '') ?? r.grade}`
          : '全体学员',
    ]),
  );
}

async function respondentCounts(ctx: AppContext, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: questionnaireResponses.questionnaireId, n: sql<number>`count(*)::int` })
    .from(questionnaireResponses)
    .where(inArray(questionnaireResponses.questionnaireId, ids))
    .groupBy(questionnaireResponses.questionnaireId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

async function rowsOut(ctx: AppContext, rows: QuestionnaireRow[]): Promise<ConsoleQuestionnaireRow[]> {
  const now = ctx.clock.now();
  const ids = rows.map((r) => r.id);
  const [audience, counts, respondents] = await Promise.all([
    audienceTexts(ctx, rows),
    questionCounts(ctx.db, ids),
    respondentCounts(ctx, ids),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status as 'draft' | 'published',
    phase: phaseOf(r, now),
    audienceText: audience.get(r.id) ?? '全体学员',
    opensAt: r.opensAt.toISOString(),
    closesAt: r.closesAt.toISOString(),
    anonymous: r.anonymous,
    resultsPublic: r.resultsPublic,
    questionCount: counts.get(r.id) ?? 0,
    respondents: respondents.get(r.id) ?? 0,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** 问卷管理: newest first, by status and title keyword. */
export async function consoleQuestionnairePage(
  ctx: AppContext,
  query: { status?: 'draft' | 'published' | undefined; keyword?: string | undefined; current: number; size: number },
): Promise<Page<ConsoleQuestionnaireRow>> {
  const where = and(
    query.status ? eq(q.status, query.status) : undefined,
    query.keyword ? ilike(q.title, likePattern(query.keyword)) : undefined,
  );
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(q)
    .where(where);
  const base = ctx.db.select().from(q).where(where).orderBy(desc(q.updatedAt), desc(q.id));
  const rows = query.size === -1 ? await base : await base.limit(query.size).offset((query.current - 1) * query.size);
  return { records: await rowsOut(ctx, rows), total, current: query.current, size: query.size };
}

async function rowOf(ctx: AppContext | { db: Transaction }, id: number, lock = false): Promise<QuestionnaireRow> {
  const base = ctx.db.select().from(q).where(eq(q.id, id));
  const [row] = lock ? await base.for('update') : await base;
  if (!row) throw appError(QUESTIONNAIRE_ERRORS.notFound);
  return row;
}

export async function consoleQuestionnaire(ctx: AppContext, id: number): Promise<ConsoleQuestionnaire> {
  const row = await rowOf(ctx, id);
  const [out] = await rowsOut(ctx, [row]);
  return {
    ...out!,
    intro: row.intro,
    audience: { kind: row.audienceKind as AudienceKind, offeringId: row.offeringId, grade: row.grade },
    questions: await questionsOf(ctx.db, id),
  };
}

/** The design's own problems (the rule's message as a 400), and an audience class that exists. */
async function checkDesign(ctx: AppContext, d: QuestionnaireDesign): Promise<void> {
  const problem = designProblem({
    title: d.title,
    audience: d.audience,
    opensAt: new Date(d.opensAt),
    closesAt: new Date(d.closesAt),
    questions: d.questions.map((x) => ({ ...x, options: x.options.map((o, i) => ({ id: i + 1, label: o.label })) })),
  });
  if (problem) throw new AppError(400, problem, null, QUESTIONNAIRE_ERRORS.designInvalid.errorCode);
  if (d.audience.kind === 'class') {
    const [cls] = await ctx.db
      .select({ id: offerings.id })
      .from(offerings)
      .where(eq(offerings.id, d.audience.offeringId!));
    if (!cls) throw new AppError(400, '请选择调查的班级', null, QUESTIONNAIRE_ERRORS.designInvalid.errorCode);
  }
}

const columnsOf = (d: QuestionnaireDesign) => ({
  title: d.title,
  intro: d.intro,
  audienceKind: d.audience.kind,
  offeringId: d.audience.kind === 'class' ? d.audience.offeringId : null,
  grade: d.audience.kind === 'grade' ? d.audience.grade : null,
  opensAt: new Date(d.opensAt),
  closesAt: new Date(d.closesAt),
  anonymous: d.anonymous,
  resultsPublic: d.resultsPublic,
});

async function writeQuestions(tx: Transaction, id: number, d: QuestionnaireDesign) {
  await tx.delete(questionnaireQuestions).where(eq(questionnaireQuestions.questionnaireId, id));
  if (d.questions.length === 0) return;
  await tx.insert(questionnaireQuestions).values(
    d.questions.map((x, i) => ({
      questionnaireId: id,
      seq: i + 1,
      kind: x.kind,
      title: x.title,
      required: x.required,
      // Option ids are their place: a draft's answers do not exist yet, so renumbering on save loses nothing.
      options:
        x.kind === 'single' || x.kind === 'multiple' ? x.options.map((o, j) => ({ id: j + 1, label: o.label })) : [],
      minChoices: x.kind === 'multiple' ? x.minChoices : null,
      maxChoices: x.kind === 'multiple' ? x.maxChoices : null,
      maxLength: x.kind === 'text' ? x.maxLength : null,
    })),
  );
}

export async function createQuestionnaire(ctx: AppContext, actor: Actor, d: QuestionnaireDesign) {
  await checkDesign(ctx, d);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(q)
      .values({ ...columnsOf(d), createdBy: actor.userId })
      .returning({ id: q.id });
    await writeQuestions(tx, row!.id, d);
    await recordAudit(tx, actor, {
      action: 'questionnaire.create',
      entity: 'questionnaire',
      entityId: row!.id,
      before: null,
      after: { title: d.title, questions: d.questions.length },
    });
    return row!.id;
  });
  return consoleQuestionnaire(ctx, id);
}

/** A draft's design replaced whole; a published questionnaire is not edited (its answers follow its design). */
export async function updateQuestionnaire(ctx: AppContext, actor: Actor, id: number, d: QuestionnaireDesign) {
  await checkDesign(ctx, d);
  await ctx.db.transaction(async (tx) => {
    const row = await rowOf({ db: tx }, id, true);
    if (row.status !== 'draft') throw appError(QUESTIONNAIRE_ERRORS.notDraft);
    await tx
      .update(q)
      .set({ ...columnsOf(d), updatedAt: ctx.clock.now() })
      .where(eq(q.id, id));
    await writeQuestions(tx, id, d);
    await recordAudit(tx, actor, {
      action: 'questionnaire.update',
      entity: 'questionnaire',
      entityId: id,
      before: { title: row.title },
      after: { title: d.title, questions: d.questions.length },
    });
  });
  return consoleQuestionnaire(ctx, id);
}

export async function publishQuestionnaire(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await rowOf({ db: tx }, id, true);
    if (row.status !== 'draft') throw appError(QUESTIONNAIRE_ERRORS.notDraft);
    const now = ctx.clock.now();
    if (row.closesAt.getTime() <= now.getTime()) throw appError(QUESTIONNAIRE_ERRORS.alreadyClosed);
    await tx.update(q).set({ status: 'published', publishedAt: now, updatedAt: now }).where(eq(q.id, id));
    await recordAudit(tx, actor, {
      action: 'questionnaire.publish',
      entity: 'questionnaire',
      entityId: id,
      before: { status: 'draft' },
      after: { status: 'published' },
    });
  });
  return consoleQuestionnaire(ctx, id);
}

/** 提前结束: the close moves to now (a questionnaire not yet open opens and closes at once). */
export async function closeQuestionnaire(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await rowOf({ db: tx }, id, true);
    const now = ctx.clock.now();
    if (row.status !== 'published') throw appError(QUESTIONNAIRE_ERRORS.notFound);
    if (row.closesAt.getTime() <= now.getTime()) throw appError(QUESTIONNAIRE_ERRORS.alreadyClosed);
    const opensAt = row.opensAt.getTime() < now.getTime() ? row.opensAt : new Date(now.getTime() - 1000);
    await tx.update(q).set({ opensAt, closesAt: now, updatedAt: now }).where(eq(q.id, id));
    await recordAudit(tx, actor, {
      action: 'questionnaire.close',
      entity: 'questionnaire',
      entityId: id,
      before: { closesAt: row.closesAt.toISOString() },
      after: { closesAt: now.toISOString() },
    });
  });
  return consoleQuestionnaire(ctx, id);
}

export async function deleteQuestionnaire(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await rowOf({ db: tx }, id, true);
    if (row.status !== 'draft') throw appError(QUESTIONNAIRE_ERRORS.deleteOnlyDraft);
    await tx.delete(q).where(eq(q.id, id));
    await recordAudit(tx, actor, {
      action: 'questionnaire.delete',
      entity: 'questionnaire',
      entityId: id,
      before: { title: row.title },
      after: null,
    });
  });
  return { id };
}

export async function consoleQuestionnaireResult(ctx: AppContext, id: number): Promise<ConsoleQuestionnaireResult> {
  return consoleResult(ctx.db, await rowOf(ctx, id), ctx.clock.now());
}

/** The audience picker: every class (newest first) and the grades of the dictionary. */
export async function consoleQuestionnaireOptions(ctx: AppContext): Promise<ConsoleQuestionnaireOptions> {
  const classes = await ctx.db
    .select({ offeringId: offerings.id, name: offerings.title, grade: offerings.grade })
    .from(offerings)
    .orderBy(desc(offerings.id))
    .limit(500);
  const grades = [...(await gradeLabels(ctx)).entries()].map(([value, label]) => ({ value, label }));
  return { classes, grades };
}
