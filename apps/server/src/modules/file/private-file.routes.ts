import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATHS, FILE_ERRORS, privateFileParamsSchema, privateFileQuerySchema, rawBodySchema } from '@salt/domain';
import type { AppContext } from '../../platform/context';
import { appError } from '../../platform/errors';
import { requireAuth } from '../../platform/auth/guard';
import { parsePrivateKey, privateUrlOf } from '../../platform/storage/private-file-links';
import { typed } from '../../platform/route-helpers';
import { filePolicy } from './file.policy';
import { sendPrivateFile } from './private-file-reply';

/**
 * GET /api/file/private/<key>: a pupil's private upload. No static route reaches the private store; this one
 * answers the bytes for a valid signed link, or to the uploader with their own token. Malformed keys (`..`, extra
 * folders, odd names) are 404 like unknown files; a missing, forged or expired link is 403.
 */
export async function privateFileRoutes(app: FastifyInstance, ctx: AppContext) {
  const checkToken = requireAuth(ctx);
  /** The caller's id when a valid bearer token came with the request (an <img> sends none); else null. */
  const callerOf = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.headers.authorization) return null;
    try {
      await checkToken(request, reply);
      return request.auth ? { userId: request.auth.userId } : null;
    } catch {
      return null;
    }
  };

  typed(app).get(API_PATHS.filePrivate, {
    schema: {
      tags: ['file'],
      summary:
        "A private upload (answer photo, oral recording): needs ?exp=&sig= from an API answer (expires in hours) or the uploader's own bearer token; Range for audio",
      params: privateFileParamsSchema,
      querystring: privateFileQuerySchema,
      response: { 200: rawBodySchema('image/jpeg, image/png, audio/webm, audio/ogg or audio/mp4') },
    },
    handler: async (request, reply) => {
      const file = parsePrivateKey(request.params['*']);
      if (!file) throw appError(FILE_ERRORS.privateNotFound);
      const { exp, sig } = request.query;
      const signed = ctx.fileLinks.verify(privateUrlOf(file.key), exp, sig);
      const caller = signed ? null : await callerOf(request, reply);
      if (!(await filePolicy.can(caller, 'file.private', { owner: file.owner, signed }))) {
        throw appError(FILE_ERRORS.privateLinkInvalid);
      }
      const bytes = await ctx.privateStorage.get(file.key);
      if (!bytes) throw appError(FILE_ERRORS.privateNotFound);
      return sendPrivateFile(request, reply, file.name, bytes, signed ? ctx.fileLinks.ttlSeconds : 0);
    },
  });
}
