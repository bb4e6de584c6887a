import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleCreatedSchema,
  consoleTeacherCreateSchema,
  consoleTeacherDetailSchema,
  consoleTeacherPageSchema,
  consoleTeacherQuerySchema,
  consoleTeacherUpdateSchema,
  consoleTeacherVisibleSchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { teacherPolicy } from './teacher.policy';
import {
  consoleTeacherDetail,
  consoleTeacherPage,
  createTeacherProfile,
  setTeacherVisible,
  updateTeacherProfile,
} from './console-teacher.service';

/**
 * The console's 教师 page (admins). Registered inside the console scope (401 without a token, 403 without role 6 /
 * admin); `teacher.manage` narrows it to admins.
 */
export async function consoleTeacherRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [teacherPolicy.allow('teacher.manage')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.consoleTeacherPage, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Teacher (主讲) and tutor (辅导) profiles: name/username/mobile keyword, kind, subject, visible; with the classes each teaches or tutors; paged',
      querystring: consoleTeacherQuerySchema,
      response: { 200: envelopeOf(consoleTeacherPageSchema) },
    },
    handler: async (request) => ok(await consoleTeacherPage(ctx.db, request.query)),
  });

  r.get(API_PATHS.consoleTeacherDetail, {
    onRequest,
    schema: {
      ...common,
      summary: 'One profile as the edit form reads it (with its version); the id is the user id',
      params: idParamsSchema,
      response: { 200: envelopeOf(consoleTeacherDetailSchema) },
    },
    handler: async (request) => ok(await consoleTeacherDetail(ctx.db, request.params.id)),
  });

  r.post(API_PATHS.consoleTeacherCreate, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Create the profile of an existing user who holds the role of the kind (主讲: 6; 辅导: 7, 10, 130); one per user; audited',
      body: consoleTeacherCreateSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await createTeacherProfile(ctx, actor(request), request.body)),
  });

  r.put(API_PATHS.consoleTeacherUpdate, {
    onRequest,
    schema: {
      ...common,
      summary: 'Save the profile over the version it was read at (409 when someone saved in between); audited',
      params: idParamsSchema,
      body: consoleTeacherUpdateSchema,
      response: { 200: envelopeOf(consoleTeacherDetailSchema) },
    },
    handler: async (request) => {
      await updateTeacherProfile(ctx, actor(request), request.params.id, request.body);
      return ok(await consoleTeacherDetail(ctx.db, request.params.id));
    },
  });

  r.post(API_PATHS.consoleTeacherVisible, {
    onRequest,
    schema: {
      ...common,
      summary:
        'Show or hide the profile on the shop (and its sort) at the version read; the shop shows it at once; audited',
      params: idParamsSchema,
      body: consoleTeacherVisibleSchema,
      response: { 200: envelopeOf(consoleTeacherDetailSchema) },
    },
    handler: async (request) => {
      await setTeacherVisible(ctx, actor(request), request.params.id, request.body);
      return ok(await consoleTeacherDetail(ctx.db, request.params.id));
    },
  });
}
