import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleClassMarkClassPageSchema,
  consoleClassMarkClassQuerySchema,
  consoleClassMarkCommentPageSchema,
  consoleClassMarkCommentQuerySchema,
  consoleClassMarkDetailSchema,
  consoleClassMarkParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { consoleClassDetail, consoleClassPage, consoleCommentPage } from './console-class-mark.service';

/**
 * 课堂评价 in the console (inside the console scope: 401 anonymous, 403 without role 6 / admin): admins every
 * class, a teacher the classes they teach, without anonymous evaluations (decided in the service).
 */
export async function consoleClassMarkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };

  r.get(API_PATHS.consoleClassMarkClasses, {
    schema: {
      ...common,
      summary: 'Classes with their evaluation count and teacher and tutor star averages',
      querystring: consoleClassMarkClassQuerySchema,
      response: { 200: envelopeOf(consoleClassMarkClassPageSchema) },
    },
    handler: async (request) => ok(await consoleClassPage(ctx, actorOf(request)!, request.query)),
  });

  r.get(API_PATHS.consoleClassMarkClass, {
    schema: {
      ...common,
      summary: "One class's evaluation averages and tag counts, and each session's",
      params: consoleClassMarkParamsSchema,
      response: { 200: envelopeOf(consoleClassMarkDetailSchema) },
    },
    handler: async (request) => ok(await consoleClassDetail(ctx, actorOf(request)!, request.params.offeringId)),
  });

  r.get(API_PATHS.consoleClassMarkComments, {
    schema: {
      ...common,
      summary: "A class's evaluations with comments, newest first (anonymous ones: admins only, without the name)",
      querystring: consoleClassMarkCommentQuerySchema,
      response: { 200: envelopeOf(consoleClassMarkCommentPageSchema) },
    },
    handler: async (request) => ok(await consoleCommentPage(ctx, actorOf(request)!, request.query)),
  });
}
