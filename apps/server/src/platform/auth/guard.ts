import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '@salt/domain';
import type { AppContext } from '../context';
import { unauthorized, appError } from '../errors';
import type { AccessClaims } from './jwt';
import { createActor } from './actor';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AccessClaims | null;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S{1,2048})$/i.exec(header);
  return m ? m[1]! : null;
}

/**
 * preHandler for routes that need a logged-in user (the spec's requireToken): missing, expired, forged or
 * logged-out tokens all answer 401. Logout revokes the token's family, so the family is checked too.
 */
export function requireAuth(ctx: AppContext) {
  const verify = requireSignedToken(ctx);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await verify(request, reply);
    await assertTokenFamilyLive(ctx, request.auth!.familyId);
  };
}

/**
 * Refuses (401) a token whose family was revoked (logout, a reused refresh token, password change, admin lock) or
 * is unknown. Live families are cached per instance and dropped on every instance by each revocation
 * (platform/auth/live-sessions.ts), so this stays exact without a read per request.
 */
export async function assertTokenFamilyLive(ctx: AppContext, familyId: string): Promise<void> {
  if (!(await ctx.sessions.isLive(familyId))) throw appError(AUTH_ERRORS.tokenInvalid);
}

/**
 * requireAuth WITHOUT the token-family check: only for a hot route whose handler checks the family itself, inside
 * the one statement that does its work, and refuses with AUTH_ERRORS.tokenInvalid before anything is read back or
 * written (the exam answer save: modules/exam/answer-save-statement.ts), and calls `assertTokenFamilyLive` before
 * answering any other error. A logged-out token is refused as before; the save just spares a round trip.
 */
export function requireSignedToken(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerOf(request);
    if (!token) throw unauthorized();
    const claims = await ctx.accessTokens.verify(token);
    if (!claims) throw appError(AUTH_ERRORS.tokenInvalid);
    request.auth = claims;
    request.actor = createActor(ctx.db, claims, { requestId: String(request.id), ip: request.ip });
  };
}

/** The authenticated caller; only valid after requireAuth ran. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
