import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_PATHS,
  EXAM_UPLOAD_ERRORS,
  EXAM_UPLOAD_MAX_PAGES,
  FILE_ERRORS,
  UPLOAD_MAX_BYTES,
  examUploadApproveRequestSchema,
  examUploadDetailSchema,
  examUploadImagesResultSchema,
  examUploadMineQuerySchema,
  examUploadPageOfSchema,
  examUploadParamsSchema,
  examUploadRejectRequestSchema,
  examUploadReviewQuerySchema,
  examUploadSubmitRequestSchema,
  examUploadUpdateRequestSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { requireAuth } from '../../platform/auth/guard';
import { envelopeOf, ok } from '../../platform/envelope';
import { appError } from '../../platform/errors';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { examUploadPolicy } from './exam-upload.policy';
import {
  myUploads,
  resubmitUpload,
  revokeUpload,
  storePageImages,
  submitUpload,
  uploadDetail,
} from './exam-upload.service';
import { approveUpload, rejectUpload, tutorUploadPage } from './exam-upload-review.service';

/** Every file part of a multipart request (up to one more than allowed, so too many is seen and refused). */
async function filesOf(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) throw appError(FILE_ERRORS.uploadMissing);
  const out: Buffer[] = [];
  try {
    for await (const part of request.files({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: EXAM_UPLOAD_MAX_PAGES + 1, fields: 10 },
    })) {
      out.push(await part.toBuffer());
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw appError(FILE_ERRORS.uploadTooLarge);
    if (code === 'FST_FILES_LIMIT') throw appError(EXAM_UPLOAD_ERRORS.tooManyPages);
    throw appError(FILE_ERRORS.uploadFailed);
  }
  return out;
}

/**
 * 试卷上传 / 作文上传 (/examupload): the pupil's page images, uploads (submit, edit and resubmit, revoke, list, one),
 * and the review by the pupil's tutor or staff (the console's list is in console-exam-upload.routes.ts).
 */
export async function examUploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['exam-upload'], security: bearerSecurity };
  const auth = [requireAuth(ctx), examUploadPolicy.allow('examUpload.own')];
  const detail = { 200: envelopeOf(examUploadDetailSchema) };

  r.post(API_PATHS.examUploadImages, {
    preHandler: auth,
    schema: {
      ...common,
      summary:
        'Upload page images (multipart, 1 to 20 file parts, jpeg or png by content) into my private folder; answers signed links',
      consumes: ['multipart/form-data'],
      response: { 200: envelopeOf(examUploadImagesResultSchema) },
    },
    handler: async (request) =>
      ok({ images: await storePageImages(ctx, actorOf(request)!.userId, await filesOf(request)) }),
  });

  r.post(API_PATHS.examUploadSubmit, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Submit an exam paper or essay (fields and ordered pages of my own uploads) for approval',
      body: examUploadSubmitRequestSchema,
      response: detail,
    },
    handler: async (request) => ok(await submitUpload(ctx, actorOf(request)!, request.body)),
  });

  r.get(API_PATHS.examUploadMine, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'My uploads, newest first, by kind and status',
      querystring: examUploadMineQuerySchema,
      response: { 200: envelopeOf(examUploadPageOfSchema) },
    },
    handler: async (request) => ok(await myUploads(ctx, actorOf(request)!, request.query)),
  });

  r.get(API_PATHS.examUploadTutorPage, {
    preHandler: [requireAuth(ctx), examUploadPolicy.allow('examUpload.tutorList')],
    schema: {
      ...common,
      summary: "Uploads of my pupils (the classes I tutor) to review, by kind, status and the pupil's name",
      querystring: examUploadReviewQuerySchema,
      response: { 200: envelopeOf(examUploadPageOfSchema) },
    },
    handler: async (request) => ok(await tutorUploadPage(ctx, actorOf(request)!, request.query)),
  });

  r.get(API_PATHS.examUploadOne, {
    preHandler: auth,
    schema: {
      ...common,
      summary: "One upload with its pages (signed links) and review: the pupil, the pupil's tutor or teacher, staff",
      params: examUploadParamsSchema,
      response: detail,
    },
    handler: async (request) => ok(await uploadDetail(ctx, actorOf(request)!, request.params.id)),
  });

  r.put(API_PATHS.examUploadEdit, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Edit a rejected or revoked upload of mine and submit it again',
      params: examUploadParamsSchema,
      body: examUploadUpdateRequestSchema,
      response: detail,
    },
    handler: async (request) => ok(await resubmitUpload(ctx, actorOf(request)!, request.params.id, request.body)),
  });

  r.post(API_PATHS.examUploadRevoke, {
    preHandler: auth,
    schema: {
      ...common,
      summary: 'Revoke my upload while it waits for review',
      params: examUploadParamsSchema,
      response: detail,
    },
    handler: async (request) => ok(await revokeUpload(ctx, actorOf(request)!, request.params.id)),
  });

  r.post(API_PATHS.examUploadApprove, {
    preHandler: [requireAuth(ctx)],
    schema: {
      ...common,
      summary:
        "Approve a waiting upload (the pupil's tutor or staff): a paper's analysis and advice, an essay's score, comment, marks",
      params: examUploadParamsSchema,
      body: examUploadApproveRequestSchema,
      response: detail,
    },
    handler: async (request) => ok(await approveUpload(ctx, actorOf(request)!, request.params.id, request.body)),
  });

  r.post(API_PATHS.examUploadReject, {
    preHandler: [requireAuth(ctx)],
    schema: {
      ...common,
      summary: "Reject a waiting upload with a reason (the pupil's tutor or staff)",
      params: examUploadParamsSchema,
      body: examUploadRejectRequestSchema,
      response: detail,
    },
    handler: async (request) => ok(await rejectUpload(ctx, actorOf(request)!, request.params.id, request.body.reason)),
  });
}
