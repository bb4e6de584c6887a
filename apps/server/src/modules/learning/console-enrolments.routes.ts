import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  consoleClassPupilAddSchema,
  consoleClassPupilPageSchema,
  consoleClassPupilQuerySchema,
  consoleCreatedSchema,
  consoleEnrolmentEndSchema,
  consoleEnrolmentMoveSchema,
  consoleEnrolmentParamsSchema,
  consoleSkuParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { learningPolicy } from './learning.policy';
import { addClassPupil, classPupils, endEnrolment, moveEnrolment } from './console-enrolments.service';

/**
 * The console's 学员 of a class: list, put a pupil in, move one to another class of the course, end a place.
 * Registered inside the console scope (401 anonymous, 403 without role 6 / admin); the writes admins' (`class.enrol`); the list also the class's teacher (`class.read`, in the service: without
 * mobiles or order numbers).
 */
export async function consoleEnrolmentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [learningPolicy.allow('class.enrol')];
  const actor = (request: Parameters<typeof actorOf>[0]) => actorOf(request)!;

  r.get(API_PATHS.consoleClassPupils, {
    schema: {
      ...common,
      summary: "A class's pupils (now, or with those who left), its seats and the classes a pupil may move to",
      params: consoleSkuParamsSchema,
      querystring: consoleClassPupilQuerySchema,
      response: { 200: envelopeOf(consoleClassPupilPageSchema) },
    },
    handler: async (request) => ok(await classPupils(ctx, actor(request), request.params.skuId, request.query)),
  });

  r.post(API_PATHS.consoleClassPupils, {
    onRequest,
    schema: {
      ...common,
      summary: 'Put a pupil (username or phone) into the class, taking a seat; the pupil is told; audited',
      params: consoleSkuParamsSchema,
      body: consoleClassPupilAddSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await addClassPupil(ctx, actor(request), request.params.skuId, request.body)),
  });

  r.post(API_PATHS.consoleEnrolmentMove, {
    onRequest,
    schema: {
      ...common,
      summary: 'Move a pupil to another class of the same course (seat taken there, freed here); audited',
      params: consoleEnrolmentParamsSchema,
      body: consoleEnrolmentMoveSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await moveEnrolment(ctx, actor(request), request.params.id, request.body)),
  });

  r.post(API_PATHS.consoleEnrolmentEnd, {
    onRequest,
    schema: {
      ...common,
      summary: "End a pupil's place in the class (seat freed, history kept); audited",
      params: consoleEnrolmentParamsSchema,
      body: consoleEnrolmentEndSchema,
      response: { 200: envelopeOf(consoleCreatedSchema) },
    },
    handler: async (request) => ok(await endEnrolment(ctx, actor(request), request.params.id, request.body)),
  });
}
