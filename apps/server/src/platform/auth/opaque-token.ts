import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random token for the client; only its SHA-256 is stored. */
export function newOpaqueToken(): { plain: string; hash: string } {
  const plain = randomBytes(32).toString('base64url');
  return { plain, hash: sha256Hex(plain) };
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
