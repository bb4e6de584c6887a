import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleQuestionnaireDeletedSchema,
  consoleQuestionnairePageSchema,
  consoleQuestionnaireOptionsSchema,
  consoleQuestionnaireQuerySchema,
  consoleQuestionnaireResultSchema,
  consoleQuestionnaireSchema,
  questionnaireDesignSchema,
  questionnaireIdParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { questionnairePolicy } from './questionnaire.policy';
import {
  closeQuestionnaire,
  consoleQuestionnaire,
  consoleQuestionnaireOptions,
  consoleQuestionnairePage,
  consoleQuestionnaireResult,
  createQuestionnaire,
  deleteQuestionnaire,
  publishQuestionnaire,
  updateQuestionnaire,
} from './design.service';

/** 问卷调查 in the console (admins): the list, the designer (drafts), publish, close early, delete, results. */
export async function consoleQuestionnaireRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [questionnairePolicy.allow('questionnaire.manage')];
  const params = questionnaireIdParamsSchema;
  const one = { 200: envelopeOf(consoleQuestionnaireSchema) };

  r.get(API_PATHS.consoleQuestionnairePage, {
    onRequest,
    schema: {
      ...common,
      summary: 'Questionnaires, newest change first, by status and title',
      querystring: consoleQuestionnaireQuerySchema,
      response: { 200: envelopeOf(consoleQuestionnairePageSchema) },
    },
    handler: async (request) => ok(await consoleQuestionnairePage(ctx, request.query)),
  });

  r.get(API_PATHS.consoleQuestionnaireOptions, {
    onRequest,
    schema: {
      ...common,
      summary: 'Audience picker choices: classes and grades',
      response: { 200: envelopeOf(consoleQuestionnaireOptionsSchema) },
    },
    handler: async () => ok(await consoleQuestionnaireOptions(ctx)),
  });

  r.post(API_PATHS.consoleQuestionnaireCreate, {
    onRequest,
    schema: {
      ...common,
      summary: 'Create a draft questionnaire with its questions; audited',
      body: questionnaireDesignSchema,
      response: one,
    },
    handler: async (request) => ok(await createQuestionnaire(ctx, actorOf(request)!, request.body)),
  });

  r.get(API_PATHS.consoleQuestionnaire, {
    onRequest,
    schema: { ...common, summary: 'One questionnaire as designed', params, response: one },
    handler: async (request) => ok(await consoleQuestionnaire(ctx, request.params.id)),
  });

  r.put(API_PATHS.consoleQuestionnaire, {
    onRequest,
    schema: {
      ...common,
      summary: 'Replace a draft questionnaire design (published ones are not edited); audited',
      params,
      body: questionnaireDesignSchema,
      response: one,
    },
    handler: async (request) => ok(await updateQuestionnaire(ctx, actorOf(request)!, request.params.id, request.body)),
  });

  r.delete(API_PATHS.consoleQuestionnaire, {
    onRequest,
    schema: {
      ...common,
      summary: 'Delete a draft questionnaire; audited',
      params,
      response: { 200: envelopeOf(consoleQuestionnaireDeletedSchema) },
    },
    handler: async (request) => ok(await deleteQuestionnaire(ctx, actorOf(request)!, request.params.id)),
  });

  r.post(API_PATHS.consoleQuestionnairePublish, {
    onRequest,
    schema: { ...common, summary: 'Publish a draft to its audience; audited', params, response: one },
    handler: async (request) => ok(await publishQuestionnaire(ctx, actorOf(request)!, request.params.id)),
  });

  r.post(API_PATHS.consoleQuestionnaireClose, {
    onRequest,
    schema: { ...common, summary: 'Close a published questionnaire now; audited', params, response: one },
    handler: async (request) => ok(await closeQuestionnaire(ctx, actorOf(request)!, request.params.id)),
  });

  r.get(API_PATHS.consoleQuestionnaireResult, {
    onRequest,
    schema: {
      ...common,
      summary: 'Results: per-question aggregates and, for a named questionnaire, each respondent',
      params,
      response: { 200: envelopeOf(consoleQuestionnaireResultSchema) },
    },
    handler: async (request) => ok(await consoleQuestionnaireResult(ctx, request.params.id)),
  });
}
