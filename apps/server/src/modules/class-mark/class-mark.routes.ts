import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  classMarkCreateSchema,
  classMarkMySchema,
  classMarkSessionParamsSchema,
  classMarkSessionSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { classMarkPolicy } from './class-mark.policy';
import { createMark, mySessions, sessionForm } from './class-mark.service';

/** 课堂评价 (/classMark): the sessions I may rate and those I rated, one session's form, an evaluation. */
export async function classMarkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const preHandler = [requireAuth(ctx), classMarkPolicy.allow('classMark.own')];
  const common = { tags: ['class-mark'], security: bearerSecurity };

  r.get(API_PATHS.classMarkMy, {
    preHandler,
    schema: {
      ...common,
      summary: 'My finished sessions to rate now (within 7 days of their end) and the sessions I rated',
      response: { 200: envelopeOf(classMarkMySchema) },
    },
    handler: async (request) => ok(await mySessions(ctx, authOf(request).userId)),
  });

  r.get(API_PATHS.classMarkSession, {
    preHandler,
    schema: {
      ...common,
      summary: "One session's evaluation form: class, teacher, tutor, time, window and my evaluation if given",
      params: classMarkSessionParamsSchema,
      response: { 200: envelopeOf(classMarkSessionSchema) },
    },
    handler: async (request) => ok(await sessionForm(ctx, actorOf(request)!, request.params.chapterId)),
  });

  r.post(API_PATHS.classMarkCreate, {
    preHandler,
    schema: {
      ...common,
      summary: 'Rate a finished session of my class once: teacher and tutor stars, tags, comment, anonymous',
      body: classMarkCreateSchema,
      response: { 200: envelopeOf(classMarkSessionSchema) },
    },
    handler: async (request) => ok(await createMark(ctx, actorOf(request)!, request.body)),
  });
}
