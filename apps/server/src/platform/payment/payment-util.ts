import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { PaymentInputError } from './payment-provider';

/**
 * Small pieces every adapter needs: header lookup, Beijing-time formatting (both vendors want UTC+8 wall
 * time), key loading and input checks that match the strictest vendor so an order number that works with
 * one provider works with all of them.
 */

export type HeaderBag = Record<string, string | string[] | undefined> | Headers;

/** Case-insensitive header read; Fastify lowercases names, fetch's Headers is case-insensitive itself. */
export function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

export function bodyText(rawBody: string | Buffer): string {
  return typeof rawBody === 'string' ? rawBody : rawBody.toString('utf8');
}

const BEIJING_OFFSET_MS = 8 * 3600_000;

function beijingParts(date: Date) {
  const iso = new Date(date.getTime() + BEIJING_OFFSET_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 19) };
}

/** '2026-11-21 18:00:00' in Asia/Shanghai, the format of Alipay's timestamp, time_expire and gmt_payment. */
export function formatBeijingDateTime(date: Date): string {
  const { day, time } = beijingParts(date);
  return `${day} ${time}`;
}

/** '2026-11-21T18:00:00+08:00', the RFC 3339 form WeChat Pay v3 wants for time_expire. */
export function formatRfc3339Beijing(date: Date): string {
  const { day, time } = beijingParts(date);
  return `${day}T${time}+08:00`;
}

/** Parses Alipay's 'yyyy-MM-dd HH:mm:ss' (China has no daylight saving, so +08:00 is always right). */
export function parseBeijingDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value.replace(' ', 'T')}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** WeChat allows 6-32 of [0-9A-Za-z_-|*], Alipay up to 64 of letters, digits and '_': the intersection. */
const OUT_NO_PATTERN = /^[0-9A-Za-z_-]{6,32}$/;

export function assertOutNo(value: string, field = 'outTradeNo'): void {
  if (!OUT_NO_PATTERN.test(value)) throw new PaymentInputError(`${field} must be 6-32 of [0-9A-Za-z_-]`);
}

export function assertFen(value: number, field = 'amountFen'): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw new PaymentInputError(`${field} must be a positive integer`);
}

/** Vendors cap the description (WeChat 127 chars); cut by code point so no surrogate pair is split. */
export function truncate(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : chars.slice(0, max).join('');
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export type KeyInput = string | Buffer | KeyObject;

/**
 * Vendors hand out keys in several shapes: PEM (PKCS#8 or PKCS#1) or, in Alipay's key tool, bare base64
 * without the PEM armour. Accept all so configuration is copy-paste.
 */
export function loadPrivateKey(input: KeyInput): KeyObject {
  if (typeof input === 'object' && !Buffer.isBuffer(input)) return input;
  const text = bodyText(input).trim();
  if (text.includes('-----BEGIN')) return createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/** Public key from a PEM public key, an X.509 certificate (WeChat platform certificate) or bare base64 SPKI. */
export function loadPublicKey(input: KeyInput): KeyObject {
  if (typeof input === 'object' && !Buffer.isBuffer(input)) return input;
  const text = bodyText(input).trim();
  if (text.includes('-----BEGIN')) return createPublicKey(text);
  return createPublicKey({ key: Buffer.from(text.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
}
