import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  idParamsSchema,
  learningReportClassParamsSchema,
  learningReportClassQuerySchema,
  learningReportClassSchema,
  learningReportCommentRequestSchema,
  learningReportGenerateRequestSchema,
  learningReportGenerateResultSchema,
  learningReportMineQuerySchema,
  learningReportPageSchema,
  learningReportSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { envelopeOf, ok } from '../../platform/envelope';
import { actorOf, type Actor } from '../../platform/auth/actor';
import { requireAuth } from '../../platform/auth/guard';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { reportPolicy } from './learning-report.policy';
import { makeReports } from './report-make.service';
import { classReports, commentReport, myReports, oneReport } from './report-read.service';

const actorIn = (request: FastifyRequest): Actor => actorOf(request)!;

/** 学习报告 (/report): read mine or a child's, one report, a class's for its tutor; make reports; the comment. */
export async function learningReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const auth = [requireAuth(ctx), reportPolicy.allow('report.mine')];
  const common = { tags: ['report'], security: bearerSecurity };

  r.get(API_PATHS.reportMine, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My learning reports (a parent: a bound child’s, by userId), newest period first',
      querystring: learningReportMineQuerySchema,
      response: { 200: envelopeOf(learningReportPageSchema) },
    },
    handler: async (request) => ok(await myReports(ctx, actorIn(request), request.query)),
  });

  r.get(API_PATHS.reportClass, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'A class’s pupils and their reports for a period (its tutor, teacher, staff)',
      params: learningReportClassParamsSchema,
      querystring: learningReportClassQuerySchema,
      response: { 200: envelopeOf(learningReportClassSchema) },
    },
    handler: async (request) =>
      ok(await classReports(ctx, actorIn(request), request.params.offeringId, request.query.period)),
  });

  r.post(API_PATHS.reportGenerate, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Make (or make again) a class’s monthly or final reports now (its tutor, staff)',
      body: learningReportGenerateRequestSchema,
      response: { 200: envelopeOf(learningReportGenerateResultSchema) },
    },
    handler: async (request) => {
      const actor = actorIn(request);
      await reportPolicy.authorize(actor, 'report.edit', request.body.offeringId);
      return ok(await makeReports(ctx, request.body, actor.userId));
    },
  });

  r.get(API_PATHS.reportOne, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'One learning report with its figures and the tutor’s comment',
      params: idParamsSchema,
      response: { 200: envelopeOf(learningReportSchema) },
    },
    handler: async (request) => ok(await oneReport(ctx, actorIn(request), request.params.id)),
  });

  r.put(API_PATHS.reportComment, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Write the tutor’s comment on a report (empty clears it)',
      params: idParamsSchema,
      body: learningReportCommentRequestSchema,
      response: { 200: envelopeOf(learningReportSchema) },
    },
    handler: async (request) => ok(await commentReport(ctx, actorIn(request), request.params.id, request.body.comment)),
  });
}
