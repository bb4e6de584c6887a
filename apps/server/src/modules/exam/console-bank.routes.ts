import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleCreatedSchema,
  contentVersionQuerySchema,
  consolePaperCreateSchema,
  consolePaperDetailSchema,
  consolePaperPageSchema,
  consolePaperQuerySchema,
  consolePaperUpdateSchema,
  consoleQuestionCreateSchema,
  consoleQuestionDetailSchema,
  consoleQuestionPageSchema,
  consoleQuestionQuerySchema,
  consoleQuestionUpdateSchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { examPolicy } from './exam.policy';
import { consoleQuestionDetail, consoleQuestionPage, deleteConsoleQuestion } from './console-question.service';
import { createConsoleQuestion, updateConsoleQuestion } from './console-question-write';
import {
  consolePaperDetail,
  consolePaperPage,
  createConsolePaper,
  deleteConsolePaper,
  updateConsolePaper,
} from './console-paper.service';

/**
 * The console's 题库 and 试卷: staff (admins and teachers) list, write and delete questions and build papers.
 * Registered inside the console scope (401 anonymous, 403 pupils and parents); every write audited.
 */
export async function consoleBankRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const allow = { onRequest: [examPolicy.allow('bank.manage')] };
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;
  const created = { 200: envelopeOf(consoleCreatedSchema) };

  r.get(API_PATHS.consoleQuestionPage, {
    ...allow,
    schema: {
      ...common,
      summary:
        'Question bank (题库): top-level questions filtered by subject, grade, type, difficulty, knowledge point, stem; paged',
      querystring: consoleQuestionQuerySchema,
      response: { 200: envelopeOf(consoleQuestionPageSchema) },
    },
    handler: async (request) => ok(await consoleQuestionPage(ctx, request.query)),
  });
  r.get(API_PATHS.consoleQuestionDetail, {
    ...allow,
    schema: {
      ...common,
      summary: 'One question as the form edits it (answer key, sub-questions, analysis files)',
      params: idParamsSchema,
      response: { 200: envelopeOf(consoleQuestionDetailSchema) },
    },
    handler: async (request) => ok(await consoleQuestionDetail(ctx, request.params.id)),
  });
  r.post(API_PATHS.consoleQuestionCreate, {
    ...allow,
    schema: {
      ...common,
      summary: 'Add a question of any type to the bank; audited',
      body: consoleQuestionCreateSchema,
      response: created,
    },
    handler: async (request) => ok(await createConsoleQuestion(ctx, actor(request), request.body)),
  });
  r.put(API_PATHS.consoleQuestionUpdate, {
    ...allow,
    schema: {
      ...common,
      summary: 'Edit a question at a version (409 if stale); attempts already started keep their copy; audited',
      params: idParamsSchema,
      body: consoleQuestionUpdateSchema,
      response: created,
    },
    handler: async (request) => ok(await updateConsoleQuestion(ctx, actor(request), request.params.id, request.body)),
  });
  r.delete(API_PATHS.consoleQuestionDelete, {
    ...allow,
    schema: {
      ...common,
      summary: 'Delete a question no paper uses (409 otherwise); audited',
      params: idParamsSchema,
      response: created,
    },
    handler: async (request) => ok(await deleteConsoleQuestion(ctx, actor(request), request.params.id)),
  });

  r.get(API_PATHS.consolePaperPage, {
    ...allow,
    schema: {
      ...common,
      summary: 'Papers (试卷) filtered by subject, grade, title; with exams and attempts on them; paged',
      querystring: consolePaperQuerySchema,
      response: { 200: envelopeOf(consolePaperPageSchema) },
    },
    handler: async (request) => ok(await consolePaperPage(ctx, request.query)),
  });
  r.get(API_PATHS.consolePaperDetail, {
    ...allow,
    schema: {
      ...common,
      summary: 'One paper as the builder edits it',
      params: idParamsSchema,
      response: { 200: envelopeOf(consolePaperDetailSchema) },
    },
    handler: async (request) => ok(await consolePaperDetail(ctx, request.params.id)),
  });
  r.post(API_PATHS.consolePaperCreate, {
    ...allow,
    schema: {
      ...common,
      summary: 'Build a paper from bank questions; total computed here; audited',
      body: consolePaperCreateSchema,
      response: created,
    },
    handler: async (request) => ok(await createConsolePaper(ctx, actor(request), request.body)),
  });
  r.put(API_PATHS.consolePaperUpdate, {
    ...allow,
    schema: {
      ...common,
      summary: 'Edit a paper at a version (409 if stale); attempts keep their snapshot; audited',
      params: idParamsSchema,
      body: consolePaperUpdateSchema,
      response: created,
    },
    handler: async (request) => ok(await updateConsolePaper(ctx, actor(request), request.params.id, request.body)),
  });
  r.delete(API_PATHS.consolePaperDelete, {
    ...allow,
    schema: {
      ...common,
      summary: 'Delete a paper no exam was scheduled on (409 otherwise, or if edited since the version); audited',
      params: idParamsSchema,
      querystring: contentVersionQuerySchema,
      response: created,
    },
    handler: async (request) =>
      ok(await deleteConsolePaper(ctx, actor(request), request.params.id, request.query.version)),
  });
}
