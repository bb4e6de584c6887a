import type { FastifyInstance } from 'fastify';
import {
  API_PATHS,
  LEARNING_ERRORS,
  RECORDING_MAX_BYTES,
  consoleClassRecordingsSchema,
  consoleRecordingUploadedSchema,
  consoleSkuParamsSchema,
  idParamsSchema,
} from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { actorOf } from '../../platform/auth/actor';
import { envelopeOf, ok } from '../../platform/envelope';
import { appError } from '../../platform/errors';
import { bearerSecurity, typed } from '../../platform/route-helpers';
import { classRecordings } from './console-recordings.service';
import { uploadRecording } from './recording-upload.service';

/**
 * 录像 of a class's sessions in the console (inside the console scope: 401 anonymous, 403 without role 6 / admin):
 * a session's video upload, transcoded by a job, and the class's transcode states. Admins any class, a teacher
 * the classes they teach (`session.recording`, decided in the services that know the class).
 */
export async function consoleRecordingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = typed(app);
  const common = { tags: ['console'], security: bearerSecurity };

  r.get(API_PATHS.consoleClassRecordings, {
    schema: {
      ...common,
      summary:
        "The recording state of each of a class's sessions (none, queued, transcoding with percent, done, failed)",
      params: consoleSkuParamsSchema,
      response: { 200: envelopeOf(consoleClassRecordingsSchema) },
    },
    handler: async (request) => ok(await classRecordings(ctx, actorOf(request)!, request.params.skuId)),
  });

  r.post(API_PATHS.consoleSessionRecording, {
    schema: {
      ...common,
      summary:
        "Upload a session's video (multipart, one file part; a video container by content, at most 2 GB) to private storage; a job transcodes it to the session's HLS recording; audited",
      consumes: ['multipart/form-data'],
      params: idParamsSchema,
      response: { 200: envelopeOf(consoleRecordingUploadedSchema) },
    },
    handler: async (request) => {
      if (!request.isMultipart()) throw appError(LEARNING_ERRORS.recordingMissing);
      let part;
      try {
        part = await request.file({ limits: { fileSize: RECORDING_MAX_BYTES, files: 1, fields: 5 } });
      } catch {
        throw appError(LEARNING_ERRORS.recordingMissing);
      }
      if (!part) throw appError(LEARNING_ERRORS.recordingMissing);
      return ok(await uploadRecording(ctx, actorOf(request)!, request.params.id, part));
    },
  });
}
