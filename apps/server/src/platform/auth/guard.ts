import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ROLE_ID, TEACHER_ROLE_ID, TUTOR_ROLE_IDS, AUTH_ERRORS } from '@salt/domain';
import { tokenFamilies } from '../../db/schema';
import { preparedPerDatabase } from '../../db/prepared';
import type { AppContext } from '../context';
import { forbidden, unauthorized, appError } from '../errors';
import type { AccessClaims } from './jwt';

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
  };
}

export type RoleName = 'teacher' | 'tutor' | 'admin';

const ROLE_IDS: Record<RoleName, readonly number[]> = {
  teacher: [TEACHER_ROLE_ID],
  tutor: TUTOR_ROLE_IDS,
  admin: [ADMIN_ROLE_ID],
};

/** Role guard, used after requireAuth: 6 teacher; 7, 10, 130 tutor; 1 admin (shop staff). */
export function requireRole(...names: RoleName[]) {
  const allowed = names.flatMap((n) => ROLE_IDS[n]);
  return async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    if (!request.auth.roles.some((r) => allowed.includes(r))) throw forbidden();
  };
}

/** The authenticated caller; only valid after requireAuth ran. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
