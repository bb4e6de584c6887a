import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  examAttemptListSchema,
  examExtraTimeRequestSchema,
  examMarkingOptionsSchema,
  examMarkingPageSchema,
  examMarkingQuerySchema,
  examMarkRequestSchema,
  examReopenRequestSchema,
  examReportSchema,
  examTimeResultSchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { requireAuth } from '../../platform/auth/guard';
import { examPolicy } from './exam.policy';
import { actorIn } from './exam.routes';
import { examAttemptList } from './exam-attempts.service';
import { markingOptions, markingPage } from './marking-list.service';
import { giveExtraTime, markAnswer, reopenAttempt } from './marking.service';

/**
 * Staff calls on pupils' attempts: one exam's attempts, the marking list, a teacher's mark and comment on an oral or photo answer,
 * extra time for one pupil, reopening a handed-in attempt. Each is audited in exam_attempt_event.
 */
export async function examStaffRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const onRequest = [requireAuth(ctx)];
  const common = { tags: ['exam'], security: bearerSecurity };

  r.get(API_PATHS.examAttempts, {
    onRequest,
    schema: {
      ...common,
      summary:
        "One exam's attempts (pupil, status, start, deadline, hand-in, score, times the pupil left the page) for whoever may give its pupils extra time",
      params: idParamsSchema,
      response: { 200: envelopeOf(examAttemptListSchema) },
    },
    handler: async (request) => ok(await examAttemptList(ctx, actorIn(request), request.params.id)),
  });

  r.get(API_PATHS.examMarkingPage, {
    onRequest: [...onRequest, examPolicy.allow('marking.list')],
    schema: {
      ...common,
      summary:
        'Attempts with oral or photo answers waiting for marking (or marked) of the exams I mark, by exam, class and kind of answer, with how often the pupil left the page',
      querystring: examMarkingQuerySchema,
      response: { 200: envelopeOf(examMarkingPageSchema) },
    },
    handler: async (request) => ok(await markingPage(ctx, actorIn(request), request.query)),
  });

  r.get(API_PATHS.examMarkingOptions, {
    onRequest: [...onRequest, examPolicy.allow('marking.list')],
    schema: {
      ...common,
      summary: 'The marking filters: exams and classes with handed-in attempts I mark (waiting or marked)',
      response: { 200: envelopeOf(examMarkingOptionsSchema) },
    },
    handler: async (request) => ok(await markingOptions(ctx, actorIn(request))),
  });

  r.put(API_PATHS.examSessionMark, {
    onRequest,
    schema: {
      ...common,
      summary:
        "Mark one oral or photo answer with points and a comment (the class's teacher or tutor, staff); answers the updated report",
      params: idParamsSchema,
      body: examMarkRequestSchema,
      response: { 200: envelopeOf(examReportSchema) },
    },
    handler: async (request) => ok(await markAnswer(ctx, actorIn(request), request.params.id, request.body)),
  });

  r.post(API_PATHS.examSessionExtraTime, {
    onRequest,
    schema: {
      ...common,
      summary: "Give one pupil's open attempt extra seconds (the class's teacher or tutor, staff; audited)",
      params: idParamsSchema,
      body: examExtraTimeRequestSchema,
      response: { 200: envelopeOf(examTimeResultSchema) },
    },
    handler: async (request) => ok(await giveExtraTime(ctx, actorIn(request), request.params.id, request.body)),
  });

  r.post(API_PATHS.examSessionReopen, {
    onRequest,
    schema: {
      ...common,
      summary: 'Reopen a handed-in attempt with a new deadline now + seconds (staff; audited)',
      params: idParamsSchema,
      body: examReopenRequestSchema,
      response: { 200: envelopeOf(examTimeResultSchema) },
    },
    handler: async (request) => ok(await reopenAttempt(ctx, actorIn(request), request.params.id, request.body)),
  });
}
