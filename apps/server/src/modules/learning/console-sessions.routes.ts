import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleClassSessionsSchema,
  consoleCreatedSchema,
  consoleSessionAddSchema,
  consoleSessionRemoveQuerySchema,
  consoleSessionUpdateSchema,
  consoleSkuParamsSchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { learningPolicy } from './learning.policy';
import { addClassSession, classSessions, removeClassSession, updateClassSession } from './console-sessions.service';

/**
 * The console's 课次 of a class: list, add after the last, reschedule, remove. Registered inside the console scope
 * (401 anonymous, 403 without role 6 / admin); the writes are admins' (`class.schedule`); the list also the class's teacher (`class.read`, in the service).
 */
export async function consoleSessionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [learningPolicy.allow('class.schedule')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.consoleClassSessions, {
    schema: {
      ...common,
      summary: "A class's sessions with their state, whether work is bound to them, and the enrolled count",
      params: consoleSkuParamsSchema,
      response: { 200: envelopeOf(consoleClassSessionsSchema) },
    },
    handler: async (request) => ok(await classSessions(ctx, actor(request), request.params.skuId)),
  });

  r.post(API_PATHS.consoleClassSessionAdd, {
    onRequest,
    schema: {
      ...common,
      summary: 'Add a session after the last one; the shop period follows and enrolled pupils get a notice; audited',
      params: consoleSkuParamsSchema,
      body: consoleSessionAddSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await addClassSession(ctx, actor(request), request.params.skuId, request.body)),
  });

  r.put(API_PATHS.consoleClassSession, {
    onRequest,
    schema: {
      ...common,
      summary: 'Reschedule an upcoming session between its neighbours or change its topic, at a version; audited',
      params: idParamsSchema,
      body: consoleSessionUpdateSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await updateClassSession(ctx, actor(request), request.params.id, request.body)),
  });

  r.delete(API_PATHS.consoleClassSession, {
    onRequest,
    schema: {
      ...common,
      summary: 'Remove an upcoming session without homework; later ones are renumbered; audited',
      params: idParamsSchema,
      querystring: consoleSessionRemoveQuerySchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) =>
      ok(await removeClassSession(ctx, actor(request), request.params.id, request.query.version)),
  });
}
