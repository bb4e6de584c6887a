import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  followUpNoteRequestSchema,
  followUpNoteSchema,
  idParamsSchema,
  rawBodySchema,
  tutorClassDetailSchema,
  tutorClassListSchema,
  tutorOverviewSchema,
  tutorRenewalSchema,
  tutorStudentSchema,
  tutorSummaryQuerySchema,
  tutorSummarySchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { actorOf, type Actor } from '../../platform/auth/actor';
import { requireAuth } from '../../platform/auth/guard';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { tutorClassDetail, tutorClasses } from './class-figures.service';
import { tutorOverview } from './overview.service';
import { tutorRenewal } from './renewal.service';
import { addFollowUpNote, tutorStudent } from './student.service';
import { summaryCsv, tutorSummary } from './summary.service';
import { tutorWorkbenchPolicy } from './tutor-workbench.policy';

const actorIn = (request: FastifyRequest): Actor => actorOf(request)!;

/** 辅导老师工作台 (/tutor): tutors, teachers (their classes) and staff (every class); others 403. */
export async function tutorWorkbenchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const auth = [requireAuth(ctx), tutorWorkbenchPolicy.allow('tw.use')];
  const common = { tags: ['tutor-workbench'], security: bearerSecurity };

  r.get(API_PATHS.tutorOverview, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My day: today’s sessions, marking waiting, absences, overdue homework, requests, follow-ups due',
      response: { 200: envelopeOf(tutorOverviewSchema) },
    },
    handler: async (request) => ok(await tutorOverview(ctx, actorIn(request))),
  });

  r.get(API_PATHS.tutorClasses, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My classes with size, attendance rate, homework rate and average score',
      response: { 200: envelopeOf(tutorClassListSchema) },
    },
    handler: async (request) => ok(await tutorClasses(ctx, actorIn(request))),
  });

  r.get(API_PATHS.tutorClass, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'One of my classes: its figures and roster (attendance, homework, last visit, contact, follow-up)',
      params: idParamsSchema,
      response: { 200: envelopeOf(tutorClassDetailSchema) },
    },
    handler: async (request) => ok(await tutorClassDetail(ctx, actorIn(request), request.params.id)),
  });

  r.get(API_PATHS.tutorStudent, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'One of my pupils: timeline and follow-up notes',
      params: idParamsSchema,
      response: { 200: envelopeOf(tutorStudentSchema) },
    },
    handler: async (request) => ok(await tutorStudent(ctx, actorIn(request), request.params.id)),
  });

  r.post(API_PATHS.tutorStudentNotes, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Write a follow-up note on one of my pupils (text, next contact day)',
      params: idParamsSchema,
      body: followUpNoteRequestSchema,
      response: { 200: envelopeOf(followUpNoteSchema) },
    },
    handler: async (request) => ok(await addFollowUpNote(ctx, actorIn(request), request.params.id, request.body)),
  });

  r.get(API_PATHS.tutorRenewal, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Renewal (续报) per class: the pupils who hold a class of the next term and those who do not yet',
      response: { 200: envelopeOf(tutorRenewalSchema) },
    },
    handler: async (request) => ok(await tutorRenewal(ctx, actorIn(request))),
  });

  r.get(API_PATHS.tutorSummary, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Summary over China days from–to: new pupils, class changes, refunds, attendance and homework rates',
      querystring: tutorSummaryQuerySchema,
      response: { 200: envelopeOf(tutorSummarySchema) },
    },
    handler: async (request) => ok(await tutorSummary(ctx, actorIn(request), request.query)),
  });

  r.get(API_PATHS.tutorSummaryCsv, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'The summary as CSV (UTF-8 with BOM for Excel)',
      querystring: tutorSummaryQuerySchema,
      response: { 200: rawBodySchema('text/csv; charset=utf-8') },
    },
    handler: async (request, reply) => {
      const s = await tutorSummary(ctx, actorIn(request), request.query);
      const raw: FastifyReply = reply;
      return raw
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="summary.csv"; filename*=UTF-8''${encodeURIComponent(`数据汇总-${s.from}-${s.to}.csv`)}`,
        )
        .send(summaryCsv(s));
    },
  });
}
