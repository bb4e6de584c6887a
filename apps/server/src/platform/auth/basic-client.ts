import { timingSafeEqual } from 'node:crypto';
import { AUTH_ERRORS } from '@salt/domain';
import { appError } from '../errors';

/** Parses `Authorization: Basic base64(client:secret)`; null when absent or malformed. */
export function parseBasicHeader(header: string | undefined): { clientId: string; secret: string } | null {
  if (!header || !/^Basic\s+/i.test(header)) return null;
  const raw = header.replace(/^Basic\s+/i, '').trim();
  if (raw.length > 512 || !/^[A-Za-z0-9+/=]+$/.test(raw)) return null;
  const decoded = Buffer.from(raw, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

export const badClient = () => appError(AUTH_ERRORS.badClient);
