import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  MESSAGES,
  UPLOAD_MAX_BYTES,
  uploadResponseSchema,
  uploadQuerySchema,
  FILE_ERRORS,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { actorOf } from '../../platform/auth/actor';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { storeImage } from './upload.service';
import { filePolicy } from './file.policy';

export async function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  r.post(API_PATHS.fileUpload, {
    preHandler: [requireAuth(ctx), filePolicy.allow('file.upload')],
    schema: {
      summary:
        'Upload an image (jpeg or png) or a recording (webm, ogg, mp4: oral exam answers), multipart, one file part, type by content; answers its URL: a signed private link for answers (default), a public URL with ?purpose=avatar, ?purpose=cover (a course cover), ?purpose=teacher (a teacher avatar or qualification image) or ?purpose=licence (a school licence image): the last three admins only; ?purpose=material (staff: a homework explanation file, also PDF) public',
      tags: ['file'],
      security: bearerSecurity,
      consumes: ['multipart/form-data'],
      querystring: uploadQuerySchema,
      response: { 200: uploadResponseSchema },
    },
    handler: async (request) => {
      if (
        request.query.purpose === 'cover' ||
        request.query.purpose === 'teacher' ||
        request.query.purpose === 'licence'
      )
        await filePolicy.authorize(actorOf(request), 'file.uploadCover');
      if (request.query.purpose === 'material') await filePolicy.authorize(actorOf(request), 'file.uploadMaterial');
      if (!request.isMultipart()) throw appError(FILE_ERRORS.uploadMissing);
      let part;
      try {
        part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
      } catch {
        throw appError(FILE_ERRORS.uploadMissing);
      }
      if (!part) throw appError(FILE_ERRORS.uploadMissing);
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw appError(FILE_ERRORS.uploadTooLarge);
        throw appError(FILE_ERRORS.uploadFailed);
      }
      const url = await storeImage(ctx, authOf(request).userId, data, request.query.purpose ?? 'answer');
      return { code: 0 as const, msg: MESSAGES.uploadOk, data: { url } };
    },
  });
}
