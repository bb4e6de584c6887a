import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  LOOKUP_API_PATHS,
  teacherDetailSchema,
  teacherIdsQuerySchema,
  teacherPageQuerySchema,
  teacherPageSchema,
  tutorIdsQuerySchema,
  idParamsSchema,
  teacherBriefListSchema,
  tutorBriefListSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { typed } from '../../platform/route-helpers';
import { cardsOfStaff } from './catalogue.service';
import { pageTeachers, staffBriefsByIds, teacherProfile } from '../teacher';
import { cataloguePolicy } from './catalogue.policy';

/** Teacher and tutor public information: batch lookups, the teacher list and the qualification page. */
export async function teacherRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const tags = ['teacher'];

  r.get(LOOKUP_API_PATHS.teacherInfoByIds, {
    onRequest: cataloguePolicy.allow('teacher.browse'),
    schema: {
      summary: 'Teachers (role 6) by comma-joined ids, at most 100; public fields only, unknown ids left out',
      tags,
      querystring: teacherIdsQuerySchema,
      response: { 200: envelopeOf(teacherBriefListSchema) },
    },
    handler: async (request) => ok(await staffBriefsByIds(ctx.db, request.query.teacherIds, 'teacher')),
  });

  r.get(LOOKUP_API_PATHS.tutorInfoByIds, {
    onRequest: cataloguePolicy.allow('teacher.browse'),
    schema: {
      summary: 'Tutors (role 7/10/130) by comma-joined ids, at most 100; public fields only, unknown ids left out',
      tags,
      querystring: tutorIdsQuerySchema,
      response: { 200: envelopeOf(tutorBriefListSchema) },
    },
    handler: async (request) => ok(await staffBriefsByIds(ctx.db, request.query.tutorIds, 'tutor')),
  });

  r.get(API_PATHS.teacherPage, {
    onRequest: cataloguePolicy.allow('teacher.browse'),
    schema: {
      summary: 'Visible teacher profiles, optionally of one subject; size -1 = all',
      tags,
      querystring: teacherPageQuerySchema,
      response: { 200: envelopeOf(teacherPageSchema) },
    },
    handler: async (request) => ok(await pageTeachers(ctx.db, request.query)),
  });

  r.get(API_PATHS.teacherDetail, {
    onRequest: cataloguePolicy.allow('teacher.browse'),
    schema: {
      summary: 'Teacher (or tutor) profile with qualification number, honours and the goods on sale they teach',
      tags,
      params: idParamsSchema,
      response: { 200: envelopeOf(teacherDetailSchema) },
    },
    handler: async (request) => {
      const profile = await teacherProfile(ctx.db, request.params.id);
      return ok({ ...profile, goods: await cardsOfStaff(ctx.db, profile.id) });
    },
  });
}
