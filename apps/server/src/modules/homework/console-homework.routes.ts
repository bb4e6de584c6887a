import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleHomeworkRemoveQuerySchema,
  consoleHomeworkSavedSchema,
  consoleHomeworkSaveSchema,
  consoleSessionHomeworkSchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { removeSessionHomework, saveSessionHomework, sessionHomework } from './console-homework.service';

/**
 * 布置作业: a class session's homework in the console. Registered inside the console scope (401 anonymous, 403
 * without role 6 / admin); then `homework.set` per session: admins any class, a teacher the classes they teach.
 */
export async function consoleHomeworkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.consoleSessionHomework, {
    schema: {
      ...common,
      summary: "A session's homework for the editor (questions with their keys, files, version, submissions) or null",
      params: idParamsSchema,
      response: { 200: envelopeOf(consoleSessionHomeworkSchema) },
    },
    handler: async (request) => ok(await sessionHomework(ctx, actor(request), request.params.id)),
  });

  r.put(API_PATHS.consoleSessionHomework, {
    schema: {
      ...common,
      summary:
        "Set (version null) or replace a session's homework at a version; questions fixed once a pupil submitted; audited",
      params: idParamsSchema,
      body: consoleHomeworkSaveSchema,
      response: { 200: envelopeOf(consoleHomeworkSavedSchema) },
    },
    handler: async (request) => ok(await saveSessionHomework(ctx, actor(request), request.params.id, request.body)),
  });

  r.delete(API_PATHS.consoleSessionHomework, {
    schema: {
      ...common,
      summary: "Remove a session's homework at a version while no pupil has submitted it; audited",
      params: idParamsSchema,
      querystring: consoleHomeworkRemoveQuerySchema,
      response: { 200: envelopeOf(consoleHomeworkSavedSchema) },
    },
    handler: async (request) =>
      ok(await removeSessionHomework(ctx, actor(request), request.params.id, request.query.version)),
  });
}
