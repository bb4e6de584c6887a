import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  examAnalysisSchema,
  examAnswerRequestSchema,
  examAnswerResultSchema,
  examBriefSchema,
  examCommitRequestSchema,
  examHistoryPageSchema,
  examHistoryQuerySchema,
  examMyPageQuerySchema,
  examMyPageSchema,
  examPlayRequestSchema,
  examPlayResultSchema,
  examReportSchema,
  examSessionCreateRequestSchema,
  examSessionSchema,
  examTimeRequestSchema,
  examTimeResultSchema,
  idParamsSchema,
  qbAiSessionRequestSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { assertTokenFamilyLive, authOf, requireAuth, requireSignedToken } from '../../platform/auth/guard';
import { actorOf, type Actor } from '../../platform/auth/actor';
import { startAiSession } from './ai-session.service';
import { analysisOf } from './analysis.service';
import { heartbeat, playListening, saveAnswer } from './answer.service';
import { startOrResume } from './attempt.service';
import { examBrief } from './exam-brief.service';
import { commitOwn } from './commit.service';
import { examPolicy } from './exam.policy';
import { myExamPage, myHistoryPage } from './exam-list.service';
import { reportOf } from './report.service';

/** After requireAuth every request has its actor. */
export const actorIn = (request: FastifyRequest): Actor => actorOf(request)!;

/**
 * The pupil's exam calls (em/): lists, the attempt (start or resume, answer, heartbeat, play, commit), report and
 * analysis; and the AI practice set (qb/ai/session), which is an attempt too. The server is the clock.
 */
export async function examRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  // Token first, so anonymous calls get 401 before any input check.
  const onRequest = [requireAuth(ctx), examPolicy.allow('exam.own')];
  const common = { tags: ['exam'], security: bearerSecurity };

  r.get(API_PATHS.examMyPage, {
    onRequest,
    schema: {
      ...common,
      summary:
        "My exams of one kind (jieke: my classes' class-completion exams; others by my grade) with status 未开始/进行中/已交卷/已批改/已结束, attempts used and whether I can start",
      querystring: examMyPageQuerySchema,
      response: { 200: envelopeOf(examMyPageSchema) },
    },
    handler: async (request) => ok(await myExamPage(ctx, actorIn(request).userId, request.query)),
  });

  r.get(API_PATHS.examBrief, {
    onRequest,
    schema: {
      ...common,
      summary:
        "The start screen's facts without starting anything: paper size, score, duration, window, attempts, why a start would be refused now, and my unfinished attempt with its real time left; 403 when not my class",
      params: idParamsSchema,
      response: { 200: envelopeOf(examBriefSchema) },
    },
    handler: async (request) => ok(await examBrief(ctx, actorIn(request), request.params.id)),
  });

  r.post(API_PATHS.examSession, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Start an exam, or resume my unfinished attempt of it (same id, answers kept, remaining time from the server clock); refused when not open, closed, not my class (403) or out of attempts',
      body: examSessionCreateRequestSchema,
      response: { 200: envelopeOf(examSessionSchema) },
    },
    handler: async (request) => ok(await startOrResume(ctx, actorIn(request), request.body.examId)),
  });

  r.get(API_PATHS.examSessionHistory, {
    onRequest,
    schema: {
      ...common,
      summary: 'My handed-in attempts, newest first (history and trend)',
      querystring: examHistoryQuerySchema,
      response: { 200: envelopeOf(examHistoryPageSchema) },
    },
    handler: async (request) => ok(await myHistoryPage(ctx, actorIn(request).userId, request.query)),
  });

  // The hottest exam call: the save's one statement checks the token family itself (guard.ts requireSignedToken).
  r.put(API_PATHS.examSessionAnswer, {
    onRequest: [requireSignedToken(ctx), examPolicy.allow('exam.own')],
    // A bad body is answered after the family check, so a logged-out token still gets 401 first, as elsewhere.
    attachValidation: true,
    schema: {
      ...common,
      summary:
        'Save one answer of my open attempt; a save with a lower seq than the stored one is ignored (applied false); refused after commit or past deadline + 10 s',
      params: idParamsSchema,
      body: examAnswerRequestSchema,
      response: { 200: envelopeOf(examAnswerResultSchema) },
    },
    handler: async (request) => {
      const { userId, familyId } = authOf(request);
      if (request.validationError) {
        await assertTokenFamilyLive(ctx, familyId);
        throw request.validationError;
      }
      return ok(await saveAnswer(ctx, { userId, familyId }, request.params.id, request.body));
    },
  });

  r.post(API_PATHS.examSessionTime, {
    onRequest,
    schema: {
      ...common,
      summary: "The answering page's heartbeat: remaining seconds by the server clock; logs leaving and returning",
      params: idParamsSchema,
      body: examTimeRequestSchema.nullish(),
      response: { 200: envelopeOf(examTimeResultSchema) },
    },
    handler: async (request) =>
      ok(await heartbeat(ctx, actorIn(request).userId, request.params.id, request.body?.event ?? 'heartbeat')),
  });

  r.post(API_PATHS.examSessionPlay, {
    onRequest,
    schema: {
      ...common,
      summary: "Play a listening passage once (counted; refused beyond the question's play limit)",
      params: idParamsSchema,
      body: examPlayRequestSchema,
      response: { 200: envelopeOf(examPlayResultSchema) },
    },
    handler: async (request) =>
      ok(await playListening(ctx, actorIn(request).userId, request.params.id, request.body.questionId)),
  });

  r.post(API_PATHS.examSessionCommit, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Hand in my attempt (costTime for AI practice): marks objective answers, queues oral and photo ones for the teacher; idempotent, answers the report',
      params: idParamsSchema,
      body: examCommitRequestSchema.nullish(),
      response: { 200: envelopeOf(examReportSchema) },
    },
    handler: async (request) => {
      const actor = actorIn(request);
      await commitOwn(ctx, actor.userId, request.params.id, request.body?.costTime);
      return ok(await reportOf(ctx, actor, request.params.id));
    },
  });

  r.get(API_PATHS.examSessionReport, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Report of a handed-in attempt: score (null while answers wait for the teacher), time used, marks per question, knowledge-point mastery, rank, placement level, recommended classes, comments',
      params: idParamsSchema,
      response: { 200: envelopeOf(examReportSchema) },
    },
    handler: async (request) => ok(await reportOf(ctx, actorIn(request), request.params.id)),
  });

  r.get(API_PATHS.examSessionAnalysis, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Analysis of a handed-in attempt: right answers, my answers, verdicts, analysis, teacher comments, listening transcripts',
      params: idParamsSchema,
      response: { 200: envelopeOf(examAnalysisSchema) },
    },
    handler: async (request) => ok(await analysisOf(ctx, actorIn(request), request.params.id)),
  });

  r.post(API_PATHS.qbAiSession, {
    onRequest,
    schema: {
      ...common,
      tags: ['question-bank'],
      summary:
        'A new AI practice set of a subject and grade (weighted toward the knowledge points I get wrong most) as an attempt, or my unfinished one',
      body: qbAiSessionRequestSchema,
      response: { 200: envelopeOf(examSessionSchema) },
    },
    handler: async (request) => ok(await startAiSession(ctx, actorIn(request), request.body)),
  });
}
