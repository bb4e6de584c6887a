import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  examUploadApproveRequestSchema,
  examUploadDetailSchema,
  examUploadPageOfSchema,
  examUploadParamsSchema,
  examUploadRejectRequestSchema,
  examUploadReviewQuerySchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { examUploadPolicy } from './exam-upload.policy';
import { uploadDetail } from './exam-upload.service';
import { approveUpload, consoleUploadPage, rejectUpload } from './exam-upload-review.service';

/** 试卷作文审核 in the console (staff): every pupil's uploads, one in full, approve or reject (audited). */
export async function consoleExamUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };
  const onRequest = [examUploadPolicy.allow('examUpload.console')];
  const detail = { 200: envelopeOf(examUploadDetailSchema) };

  r.get(API_PATHS.consoleExamUploadPage, {
    onRequest,
    schema: {
      ...common,
      summary: "Pupils' exam paper and essay uploads, newest first, by kind, status and the pupil's name or mobile",
      querystring: examUploadReviewQuerySchema,
      response: { 200: envelopeOf(examUploadPageOfSchema) },
    },
    handler: async (request) => ok(await consoleUploadPage(ctx, request.query)),
  });

  r.get(API_PATHS.consoleExamUploadOne, {
    onRequest,
    schema: {
      ...common,
      summary: 'One upload with its pages (signed links) and review',
      params: examUploadParamsSchema,
      response: detail,
    },
    handler: async (request) => ok(await uploadDetail(ctx, actorOf(request)!, request.params.id)),
  });

  r.post(API_PATHS.consoleExamUploadApprove, {
    onRequest,
    schema: {
      ...common,
      summary: "Approve a waiting upload with a paper's analysis or an essay's score, comment and page marks; audited",
      params: examUploadParamsSchema,
      body: examUploadApproveRequestSchema,
      response: detail,
    },
    handler: async (request) => ok(await approveUpload(ctx, actorOf(request)!, request.params.id, request.body)),
  });

  r.post(API_PATHS.consoleExamUploadReject, {
    onRequest,
    schema: {
      ...common,
      summary: 'Reject a waiting upload with a required reason; audited',
      params: examUploadParamsSchema,
      body: examUploadRejectRequestSchema,
      response: detail,
    },
    handler: async (request) => ok(await rejectUpload(ctx, actorOf(request)!, request.params.id, request.body.reason)),
  });
}
