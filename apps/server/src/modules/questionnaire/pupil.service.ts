import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import {
  answerRefusal,
  checkAnswers,
  QUESTIONNAIRE_ERRORS,
  resultRefusal,
  type AnswerReceipt,
  type AnswerRequest,
  type Page,
  type QuestionnaireCard,
  type QuestionnaireDetail,
  type QuestionnaireStatus,
  type QuestionnaireTab,
} from '@salt/domain';
import { questionnaireResponses, questionnaires } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { AppError, appError } from '../../platform/errors';
import { audienceFilter, audienceMemberOf, isMember } from './audience.service';
import { cardOf, phaseOf, questionCounts, questionsOf, type QuestionnaireRow } from './questionnaire-read';

const q = questionnaires;
const r = questionnaireResponses;

/** Which catalogue entry a refusal message is (the rules speak in messages; the envelope needs the code). */
const refusalError = (message: string) => {
  const E = QUESTIONNAIRE_ERRORS;
  const entry = [E.notFound, E.notOpen, E.closed, E.outsideAudience, E.resultsHidden, E.answerFirst].find(
    (e) => e.msg === message,
  );
  return appError(entry ?? E.notFound);
};

/** 问卷 for me by tab: 进行中 (open, not answered; closing soonest first), 已填写 (newest answer first), 已结束. */
export async function questionnairePage(
  ctx: AppContext,
  userId: number,
  query: { tab: QuestionnaireTab; current: number; size: number },
): Promise<Page<QuestionnaireCard>> {
  const now = ctx.clock.now();
  const member = await audienceMemberOf(ctx.db, userId);
  const answered = sql`${r.id} is not null`;
  const byTab = {
    open: and(sql`${r.id} is null`, lte(q.opensAt, now), gt(q.closesAt, now)),
    answered,
    closed: and(sql`${r.id} is null`, lte(q.closesAt, now)),
  }[query.tab];
  const where = and(eq(q.status, 'published'), audienceFilter(member), byTab);
  const order = {
    open: [asc(q.closesAt), asc(q.id)],
    answered: [desc(r.updatedAt), desc(q.id)],
    closed: [desc(q.closesAt), desc(q.id)],
  }[query.tab];
  const from = () =>
    ctx.db
      .select({ row: q, answeredAt: r.updatedAt })
      .from(q)
      .leftJoin(r, and(eq(r.questionnaireId, q.id), eq(r.userId, userId)));
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(q)
    .leftJoin(r, and(eq(r.questionnaireId, q.id), eq(r.userId, userId)))
    .where(where);
  const paged =
    query.size === -1
      ? from()
          .where(where)
          .orderBy(...order)
      : from()
          .where(where)
          .orderBy(...order)
          .limit(query.size)
          .offset((query.current - 1) * query.size);
  const rows = await paged;
  const counts = await questionCounts(
    ctx.db,
    rows.map((x) => x.row.id),
  );
  return {
    records: rows.map((x) => cardOf(x.row, now, counts.get(x.row.id) ?? 0, x.answeredAt)),
    total,
    current: query.current,
    size: query.size,
  };
}

/** A published questionnaire the caller is in the audience of (a draft or unknown id: 404; outside: 403). */
async function visibleQuestionnaire(ctx: AppContext, userId: number, id: number): Promise<QuestionnaireRow> {
  const [row] = await ctx.db.select().from(q).where(eq(q.id, id));
  if (!row || row.status !== 'published') throw appError(QUESTIONNAIRE_ERRORS.notFound);
  if (!isMember(row, await audienceMemberOf(ctx.db, userId))) throw appError(QUESTIONNAIRE_ERRORS.outsideAudience);
  return row;
}

async function myResponse(ctx: AppContext, questionnaireId: number, userId: number) {
  const [mine] = await ctx.db
    .select()
    .from(r)
    .where(and(eq(r.questionnaireId, questionnaireId), eq(r.userId, userId)));
  return mine ?? null;
}

/** One questionnaire with its questions and my answers, and what I may do with it now. */
export async function questionnaireDetail(ctx: AppContext, userId: number, id: number): Promise<QuestionnaireDetail> {
  const now = ctx.clock.now();
  const row = await visibleQuestionnaire(ctx, userId, id);
  const questions = await questionsOf(ctx.db, id);
  const mine = await myResponse(ctx, id, userId);
  return {
    ...cardOf(row, now, questions.length, mine?.updatedAt ?? null),
    questions,
    myAnswers: mine?.answers ?? [],
    canAnswer: phaseOf(row, now) === 'open',
    canSeeResult: resultRefusal({ resultsPublic: row.resultsPublic, answered: mine !== null, member: true }) === null,
  };
}

/**
 * My answer: checked against the design, then one response per pupil — the first submission inserts, a later one
 * (until the close) replaces the answers. `on conflict` makes two first submissions at once one response.
 */
export async function submitAnswer(
  ctx: AppContext,
  userId: number,
  id: number,
  body: AnswerRequest,
): Promise<AnswerReceipt> {
  const now = ctx.clock.now();
  const row = await visibleQuestionnaire(ctx, userId, id);
  const refusal = answerRefusal(
    { status: row.status as QuestionnaireStatus, opensAt: row.opensAt, closesAt: row.closesAt },
    now,
    true,
  );
  if (refusal) throw refusalError(refusal);
  const checked = checkAnswers(await questionsOf(ctx.db, id), body.answers);
  if (!checked.ok) throw new AppError(400, checked.message, null, QUESTIONNAIRE_ERRORS.answerInvalid.errorCode);
  const [saved] = await ctx.db
    .insert(r)
    .values({ questionnaireId: id, userId, answers: checked.answers, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [r.questionnaireId, r.userId],
      set: { answers: checked.answers, updatedAt: now },
      // The close is checked again in the statement: an answer racing the close-early button does not land after it.
      setWhere: sql`exists (select 1 from ${q} where ${q.id} = ${id} and ${q.closesAt} > ${now})`,
    })
    .returning({ createdAt: r.createdAt, updatedAt: r.updatedAt });
  if (!saved) throw appError(QUESTIONNAIRE_ERRORS.closed);
  return {
    answeredAt: saved.updatedAt.toISOString(),
    updated: saved.createdAt.getTime() !== saved.updatedAt.getTime(),
  };
}

/** For the result route: the questionnaire if the pupil may see its results. */
export async function resultAllowed(ctx: AppContext, userId: number, id: number): Promise<QuestionnaireRow> {
  const row = await visibleQuestionnaire(ctx, userId, id);
  const mine = await myResponse(ctx, id, userId);
  const refusal = resultRefusal({ resultsPublic: row.resultsPublic, answered: mine !== null, member: true });
  if (refusal) throw refusalError(refusal);
  return row;
}
