import type { FastifyInstance } from 'fastify';
import { API_PATHS, MESSAGES, SERVER_MESSAGES, UPLOAD_MAX_BYTES, uploadResponseSchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { badRequest, AppError } from '../../platform/errors';
import { authOf, requireAuth } from '../../platform/auth/guard';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { storeImage } from './upload.service';

export async function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  r.post(API_PATHS.fileUpload, {
    preHandler: requireAuth(ctx),
    schema: {
      summary: 'Upload an image (multipart, one file part, jpeg or png by content); answers its URL',
      tags: ['file'],
      security: bearerSecurity,
      consumes: ['multipart/form-data'],
      response: { 200: uploadResponseSchema },
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw badRequest(SERVER_MESSAGES.uploadMissing);
      let part;
      try {
        part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
      } catch {
        throw badRequest(SERVER_MESSAGES.uploadMissing);
      }
      if (!part) throw badRequest(SERVER_MESSAGES.uploadMissing);
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError(413, SERVER_MESSAGES.uploadTooLarge);
        throw badRequest(MESSAGES.uploadFailed);
      }
      const url = await storeImage(ctx, authOf(request).userId, data);
      return { code: 0 as const, msg: MESSAGES.uploadOk, data: { url } };
    },
  });
}
