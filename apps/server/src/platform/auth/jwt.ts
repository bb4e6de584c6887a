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
const VERIFIED_MAX = 50_000;

/** Short-lived HS256 access tokens; the refresh token (opaque, stored hashed) renews them. */
export class AccessTokens {
  // A KeyObject made once: with raw bytes jose would re-import the key on every verify.
  private readonly key: KeyObject;
  // Tokens already verified, by their exact text: a client sends the same token on every request until it renews
  // it, and the HMAC check (through WebCrypto, off the main thread) was the largest cost of an authenticated read.
  // Only the signature check is spared: expiry is checked against the clock on every call, and whether the session
  // is still live is a separate check (guard.ts).
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();
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
    const nowSeconds = this.clock.now().getTime() / 1000;
    const seen = this.verified.get(token);
    if (seen) {
      if (seen.exp > nowSeconds) return seen.claims;
      this.verified.delete(token);
    }
    const claims = await this.verifySignature(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(token, claims);
    }
    return claims?.claims ?? null;
  }

  private async verifySignature(token: string): Promise<{ claims: AccessClaims; exp: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.fid !== 'string' || !Array.isArray(payload.roles)) return null;
      if (typeof payload.exp !== 'number') return null;
      const claims: AccessClaims = {
        userId,
        username: String(payload.un ?? ''),
        roles: (payload.roles as unknown[]).filter((r): r is number => typeof r === 'number'),
        familyId: payload.fid,
        clientId: String(payload.cid ?? ''),
      };
      // Frozen: the same object answers every later request with this token.
      Object.freeze(claims.roles);
      return { claims: Object.freeze(claims), exp: payload.exp };
    } catch (err) {
      if (err instanceof joseErrors.JOSEError) return null;
      throw err;
    }
  }
}
