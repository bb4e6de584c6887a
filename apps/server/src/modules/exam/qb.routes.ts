import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  idParamsSchema,
  qbBankScopeListSchema,
  qbCheckRequestSchema,
  qbCheckResultSchema,
  qbKnowledgePointListSchema,
  qbQuestionPageQuerySchema,
  qbQuestionPageSchema,
  qbScopeQuerySchema,
  qbWrongPageSchema,
  qbWrongQuerySchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok, okNullSchema } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { qbPolicy } from './qb.policy';
import { bankScopes, knowledgePoints, questionPage } from './qb.service';
import { checkQuestion } from './qb-check.service';
import { removeWrong, wrongPage } from './qb-wrong.service';

/** Question-bank practice (/m-shop/test-bank): browse by knowledge point, check one answer, the wrong notebook. */
export async function qbRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  // Token first, so anonymous calls get 401 before any input check.
  const onRequest = [requireAuth(ctx), qbPolicy.allow('qb.practise')];
  const common = { tags: ['question-bank'], security: bearerSecurity };

  r.get(API_PATHS.qbSubjects, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Subjects and grades the bank has practice questions for, with counts (the AI practice and question-bank pickers offer only these)',
      response: { 200: envelopeOf(qbBankScopeListSchema) },
    },
    handler: async () => ok(await bankScopes(ctx.db)),
  });

  r.get(API_PATHS.qbKnowledgePoints, {
    onRequest,
    schema: {
      ...common,
      summary:
        "Knowledge points of a subject and grade's practice questions, with question counts, the caller's right share and notebook count",
      querystring: qbScopeQuerySchema,
      response: { 200: envelopeOf(qbKnowledgePointListSchema) },
    },
    handler: async (request) => ok(await knowledgePoints(ctx.db, authOf(request).userId, request.query)),
  });

  r.get(API_PATHS.qbQuestionPage, {
    onRequest,
    schema: {
      ...common,
      summary:
        "A page of practice questions by subject, grade and optional knowledge point (no right answers), with the caller's last check",
      querystring: qbQuestionPageQuerySchema,
      response: { 200: envelopeOf(qbQuestionPageSchema) },
    },
    handler: async (request) => ok(await questionPage(ctx.db, authOf(request).userId, request.query)),
  });

  r.post(API_PATHS.qbQuestionCheck, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Check my answer to one practice question (a combined one by its parts): verdict, right answers, analysis and transcript; a wrong answer goes into my notebook',
      params: idParamsSchema,
      body: qbCheckRequestSchema,
      response: { 200: envelopeOf(qbCheckResultSchema) },
    },
    handler: async (request) => ok(await checkQuestion(ctx, authOf(request).userId, request.params.id, request.body)),
  });

  r.get(API_PATHS.qbWrongPage, {
    onRequest,
    schema: {
      ...common,
      summary: 'My wrong-question notebook, most recently missed first, with right answers and analysis',
      querystring: qbWrongQuerySchema,
      response: { 200: envelopeOf(qbWrongPageSchema) },
    },
    handler: async (request) => ok(await wrongPage(ctx.db, authOf(request).userId, request.query)),
  });

  r.delete(API_PATHS.qbWrongRemove, {
    onRequest,
    schema: {
      ...common,
      summary:
        "Take a question (by its id) out of my wrong-question notebook; 404 '错题本中没有这道题' if it is not in it",
      params: idParamsSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await removeWrong(ctx.db, authOf(request).userId, request.params.id);
      return ok(null);
    },
  });
}
