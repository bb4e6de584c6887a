import type { FastifyInstance } from 'fastify';
import {
  answerReceiptSchema,
  answerRequestSchema,
  API_PATHS,
  questionnaireDetailSchema,
  questionnaireIdParamsSchema,
  questionnairePageQuerySchema,
  questionnairePageSchema,
  questionnaireResultSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { questionnairePolicy } from './questionnaire.policy';
import { questionnaireDetail, questionnairePage, resultAllowed, submitAnswer } from './pupil.service';
import { questionnaireResult } from './result.service';

/** 问卷调查 (/questionnaire): the questionnaires for me, one with my answer, answering, the results. */
export async function questionnaireRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const preHandler = [requireAuth(ctx), questionnairePolicy.allow('questionnaire.own')];
  const common = { tags: ['questionnaire'], security: bearerSecurity };

  r.get(API_PATHS.questionnairePage, {
    preHandler,
    schema: {
      ...common,
      summary: 'Questionnaires for me by tab: open (not answered), answered, closed; paged',
      querystring: questionnairePageQuerySchema,
      response: { 200: envelopeOf(questionnairePageSchema) },
    },
    handler: async (request) => ok(await questionnairePage(ctx, authOf(request).userId, request.query)),
  });

  r.get(API_PATHS.questionnaireDetail, {
    preHandler,
    schema: {
      ...common,
      summary: 'One questionnaire with its questions and my answers; 403 outside its audience',
      params: questionnaireIdParamsSchema,
      response: { 200: envelopeOf(questionnaireDetailSchema) },
    },
    handler: async (request) => ok(await questionnaireDetail(ctx, authOf(request).userId, request.params.id)),
  });

  r.put(API_PATHS.questionnaireAnswer, {
    preHandler,
    schema: {
      ...common,
      summary: 'Submit or change my answer until the questionnaire closes (one response per pupil)',
      params: questionnaireIdParamsSchema,
      body: answerRequestSchema,
      response: { 200: envelopeOf(answerReceiptSchema) },
    },
    handler: async (request) => ok(await submitAnswer(ctx, authOf(request).userId, request.params.id, request.body)),
  });

  r.get(API_PATHS.questionnaireResult, {
    preHandler,
    schema: {
      ...common,
      summary: 'Results of a questionnaire I answered, when it shows them: per-question aggregates, no names',
      params: questionnaireIdParamsSchema,
      response: { 200: envelopeOf(questionnaireResultSchema) },
    },
    handler: async (request) => {
      const row = await resultAllowed(ctx, authOf(request).userId, request.params.id);
      return ok((await questionnaireResult(ctx.db, row, ctx.clock.now(), { staff: false })).result);
    },
  });
}
