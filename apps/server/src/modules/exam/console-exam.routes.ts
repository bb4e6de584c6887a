import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleCreatedSchema,
  consoleExamCreateSchema,
  consoleExamOptionsSchema,
  consoleExamPageSchema,
  consoleExamQuerySchema,
  consoleExamUpdateSchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { examPolicy } from './exam.policy';
import { consoleExamOptions, consoleExamPage, createConsoleExam, updateConsoleExam } from './console-exam.service';

/**
 * The console's 考试: the scheduled exams (staff; teachers see their classes' and those for everyone), and
 * scheduling one or moving its window (admins). Registered inside the console scope (401 anonymous, 403 pupils).
 */
export async function consoleExamRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.consoleExamPage, {
    onRequest: [examPolicy.allow('exam.scheduleList')],
    schema: {
      ...common,
      summary: 'Scheduled exams (class-completion, mock, assessment) with how many have sat them; paged, filtered',
      querystring: consoleExamQuerySchema,
      response: { 200: envelopeOf(consoleExamPageSchema) },
    },
    handler: async (request) => ok(await consoleExamPage(ctx, actor(request), request.query)),
  });

  r.get(API_PATHS.consoleExamOptions, {
    onRequest: [examPolicy.allow('exam.schedule')],
    schema: {
      ...common,
      summary: "The schedule form's choices: the papers of the bank and the classes",
      response: { 200: envelopeOf(consoleExamOptionsSchema) },
    },
    handler: async () => ok(await consoleExamOptions(ctx)),
  });

  r.post(API_PATHS.consoleExamCreate, {
    onRequest: [examPolicy.allow('exam.schedule')],
    schema: {
      ...common,
      summary:
        'Schedule an exam on a paper: kind, class (class-completion only), window, time limit, attempts; audited',
      body: consoleExamCreateSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await createConsoleExam(ctx, actor(request), request.body)),
  });

  r.put(API_PATHS.consoleExamUpdate, {
    onRequest: [examPolicy.allow('exam.schedule')],
    schema: {
      ...common,
      summary: "Change an exam's schedule at a version; what pupils already sat stays (paper, start, limit); audited",
      params: idParamsSchema,
      body: consoleExamUpdateSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await updateConsoleExam(ctx, actor(request), request.params.id, request.body)),
  });
}
