import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_ERRORS } from '@salt/domain';
import { tokenFamilies } from '../../db/schema';
import { preparedPerDatabase } from '../../db/prepared';
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

// Every authenticated request runs this check (see db/prepared.ts).
const familyCheckOf = preparedPerDatabase((db) =>
  db
    .select({ revokedAt: tokenFamilies.revokedAt })
    .from(tokenFamilies)
    .where(eq(tokenFamilies.id, sql.placeholder('familyId')))
    .limit(1)
    .prepare('auth_token_family_check'),
);

/**
 * preHandler for routes that need a logged-in user (the spec's requireToken): missing, expired, forged or
 * logged-out tokens all answer 401. Logout revokes the token's family, so the family is checked too.
 */
export function requireAuth(ctx: AppContext) {
  const familyCheck = familyCheckOf(ctx.db);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerOf(request);
    if (!token) throw unauthorized();
    const claims = await ctx.accessTokens.verify(token);
    if (!claims) throw appError(AUTH_ERRORS.tokenInvalid);
    const [family] = await familyCheck.execute({ familyId: claims.familyId });
    if (!family || family.revokedAt) throw appError(AUTH_ERRORS.tokenInvalid);
    request.auth = claims;
    request.actor = createActor(ctx.db, claims);
  };
}

/** The authenticated caller; only valid after requireAuth ran. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
