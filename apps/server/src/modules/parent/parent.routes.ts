import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  parentBindRequestSchema,
  parentBindResultSchema,
  parentClassDetailSchema,
  parentClassParamsSchema,
  parentOverviewSchema,
  parentStudentParamsSchema,
  parentTodaySchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok, okNullSchema } from '../../platform/envelope';
import { actorOf, type Actor } from '../../platform/auth/actor';
import { requireAuth } from '../../platform/auth/guard';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { parentPolicy } from './parent.policy';
import { bindChild, unbindChild } from './bind.service';
import { childClass, childOverview } from './child-read.service';
import { childToday } from './today.service';

const actorIn = (request: FastifyRequest): Actor => actorOf(request)!;

/** 家长端 (/parent): the parent binds and unbinds their children and reads a bound child's records. */
export async function parentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const auth = [requireAuth(ctx), parentPolicy.allow('parent.self')];
  const common = { tags: ['parent'], security: bearerSecurity };
  const readChild = (request: FastifyRequest, childId: number) =>
    parentPolicy.authorize(actorIn(request), 'parent.readChild', childId);

  r.post(API_PATHS.parentBind, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Bind a pupil to me (a parent): the code texted to the pupil’s mobile, or the pupil’s password',
      body: parentBindRequestSchema,
      response: { 200: envelopeOf(parentBindResultSchema) },
    },
    handler: async (request) => ok(await bindChild(ctx, actorIn(request).userId, request.body, request.ip)),
  });

  r.delete(API_PATHS.parentUnbind, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Unbind one of my children',
      params: parentStudentParamsSchema,
      response: { 200: okNullSchema },
    },
    handler: async (request) => {
      await unbindChild(ctx, actorIn(request).userId, request.params.studentId);
      return ok(null);
    },
  });

  r.get(API_PATHS.parentChildOverview, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'A bound child’s classes, this week’s sessions, homework marks, exam scores and reports',
      params: parentStudentParamsSchema,
      response: { 200: envelopeOf(parentOverviewSchema) },
    },
    handler: async (request) => {
      await readChild(request, request.params.studentId);
      return ok(await childOverview(ctx, actorIn(request).userId, request.params.studentId));
    },
  });

  r.get(API_PATHS.parentChildClass, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'One class of a bound child: every session with attendance and homework, and its reports',
      params: parentClassParamsSchema,
      response: { 200: envelopeOf(parentClassDetailSchema) },
    },
    handler: async (request) => {
      const { studentId, offeringId } = request.params;
      await readChild(request, studentId);
      return ok(await childClass(ctx, actorIn(request).userId, studentId, offeringId));
    },
  });

  r.get(API_PATHS.parentChildToday, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'What is new today (China time) for a bound child: homework set and marked, reports, notices',
      params: parentStudentParamsSchema,
      response: { 200: envelopeOf(parentTodaySchema) },
    },
    handler: async (request) => {
      await readChild(request, request.params.studentId);
      return ok(await childToday(ctx, actorIn(request).userId, request.params.studentId));
    },
  });
}
