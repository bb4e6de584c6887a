import { createHmac, createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LIVE_ROLES, type LiveRole } from '@salt/domain';
import type { Clock } from '../clock';

/** What a join token grants: one viewer (user) in one session (chapter) of one live room. */
export interface JoinClaims {
  userId: number;
  chapterId: number;
  room: string;
  role: LiveRole;
  expiresAt: Date;
}

const ISSUER = 'salt-classes';
const AUDIENCE = 'salt-live';

/**
 * Join tokens: HS256 JWTs with their own audience and a key derived from the app secret, so an access token
 * is never a join token and the other way round. They travel in URLs (`?token=`), so they carry no name.
 */
export class JoinTokens {
  private readonly key: KeyObject;
  constructor(
    appSecret: string,
    private readonly clock: Clock,
  ) {
    const derived = createHmac('sha256', appSecret).update('salt-live-join-token').digest();
    this.key = createSecretKey(derived);
  }

  async sign(claims: Omit<JoinClaims, 'expiresAt'>, expiresAt: Date): Promise<string> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ chp: claims.chapterId, room: claims.room, role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** Null for anything that is not a valid, unexpired join token of ours. */
  async verify(token: string | undefined | null): Promise<JoinClaims | null> {
    if (!token || token.length > 2048) return null;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const userId = Number(payload.sub);
      const chapterId = payload.chp;
      const role = payload.role;
      if (!Number.isInteger(userId) || typeof chapterId !== 'number' || !Number.isInteger(chapterId)) return null;
      if (typeof payload.room !== 'string' || !LIVE_ROLES.includes(role as LiveRole) || !payload.exp) return null;
      return { userId, chapterId, room: payload.room, role: role as LiveRole, expiresAt: new Date(payload.exp * 1000) };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
