import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Clock } from '../clock';

export interface AccessClaims {
  userId: number;
  username: string;
  roles: number[];
  familyId: string;
  clientId: string;
}

const ISSUER = 'salt-classes';

/** Short-lived HS256 access tokens; the refresh token (opaque, stored hashed) renews them. */
export class AccessTokens {
  // A KeyObject made once: with raw bytes jose would re-import the key on every verify.
  private readonly key: KeyObject;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  get expiresIn(): number {
    return this.ttlSeconds;
  }

  async sign(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ roles: claims.roles, fid: claims.familyId, cid: claims.clientId, un: claims.username })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + this.ttlSeconds)
      .setJti(randomUUID())
      .sign(this.key);
  }

  /** Returns null for anything that is not a valid, unexpired token of ours. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.fid !== 'string' || !Array.isArray(payload.roles)) return null;
      return {
        userId,
        username: String(payload.un ?? ''),
        roles: (payload.roles as unknown[]).filter((r): r is number => typeof r === 'number'),
        familyId: payload.fid,
        clientId: String(payload.cid ?? ''),
      };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
