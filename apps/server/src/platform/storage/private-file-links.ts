import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { PRIVATE_FILE_PREFIX } from '@salt/domain';
import type { Clock } from '../clock';

/** A private storage key: `<kind>/<owner>/<name>` (`images/12/<sha256>.jpg`, `audio/12/…`, `demo/homework/…`). */
const PRIVATE_KEY = /^([a-z]{1,16})\/([A-Za-z0-9_-]{1,40})\/([A-Za-z0-9_-][A-Za-z0-9._-]{0,120})$/;

const escaped = PRIVATE_FILE_PREFIX.replace(/[/.]/g, '\\$&');
const KEY_BODY = '[a-z]{1,16}\\/[A-Za-z0-9_-]{1,40}\\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,120}';
/** A stable private path inside any string, not already followed by a query (a signed link is left alone). */
const STABLE_IN_TEXT = new RegExp(`${escaped}${KEY_BODY}(?![A-Za-z0-9._?-])`, 'g');
/** A signed link inside any string (what a client echoes back from an API answer). */
const SIGNED_IN_TEXT = new RegExp(`(${escaped}${KEY_BODY})\\?exp=\\d{1,12}&sig=[0-9a-f]{64}`, 'g');

/** Links live about this long; `exp` is rounded up to a 10-minute step so a page's repeated loads reuse the cache. */
const DEFAULT_TTL_SECONDS = 2 * 60 * 60;
const STEP_SECONDS = 600;
// Links signed lately, per path (for the step they were signed in): a page's answers hand out the same few links.
const SIGNED_MEMO_MAX = 10_000;

export interface PrivateKey {
  key: string;
  kind: string;
  owner: string;
  name: string;
}

/** A key's parts when it is a well-formed private key (no `..`, no extra folder); null for anything else. */
export function parsePrivateKey(key: string): PrivateKey | null {
  const m = PRIVATE_KEY.exec(key);
  if (!m || key.includes('..')) return null;
  return { key, kind: m[1]!, owner: m[2]!, name: m[3]! };
}

/** The key of a stable private URL (`/api/file/private/<key>`, no query); null for any other string. */
export function privateKeyOfUrl(url: string): PrivateKey | null {
  return url.startsWith(PRIVATE_FILE_PREFIX) ? parsePrivateKey(url.slice(PRIVATE_FILE_PREFIX.length)) : null;
}

export const privateUrlOf = (key: string) => `${PRIVATE_FILE_PREFIX}${key}`;

/**
 * Short-lived signed links to private files. Answers store the stable path (`/api/file/private/images/12/x.jpg`),
 * which alone opens nothing but the uploader's own files with their token; an API answer that hands the path to
 * an authorised viewer turns it into `?exp=&sig=` (HMAC-SHA256 of path and expiry under a key derived from the
 * server secret), since <img> and <audio> cannot send an Authorization header. A forwarded link dies in hours.
 */
export class PrivateFileLinks {
  private readonly key: Buffer;
  /**
   * A link is a function of its path and `exp` alone, and `exp` moves once per step: an answer read again and again
   * (opening homework, whose photos are in every re-open) would compute the same HMACs each time.
   */
  private readonly signed = new LRUCache<string, { exp: number; link: string }>({ max: SIGNED_MEMO_MAX });
  constructor(
    secret: string,
    private readonly clock: Clock,
    readonly ttlSeconds = DEFAULT_TTL_SECONDS,
  ) {
    // A key of its own: a file signature can never be mistaken for any other HMAC the server makes.
    this.key = createHmac('sha256', secret).update('salt-private-file-links-v1').digest();
  }

  private mac(path: string, exp: number): Buffer {
    return createHmac('sha256', this.key).update(`${path}\n${exp}`).digest();
  }

  /** The signed link of a stable path. */
  sign(path: string): string {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const exp = Math.ceil((now + this.ttlSeconds) / STEP_SECONDS) * STEP_SECONDS;
    const memo = this.signed.get(path);
    if (memo?.exp === exp) return memo.link;
    const link = `${path}?exp=${exp}&sig=${this.mac(path, exp).toString('hex')}`;
    this.signed.set(path, { exp, link });
    return link;
  }

  /** Whether `exp`/`sig` are a valid, unexpired signature of the path; false for any malformed input. */
  verify(path: string, exp: string | undefined, sig: string | undefined): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false;
    const expires = Number(exp);
    const now = Math.floor(this.clock.now().getTime() / 1000);
    // Never valid beyond what sign() could have issued now: an absurd far-future exp is no longer-lived link.
    if (expires <= now || expires > now + this.ttlSeconds + STEP_SECONDS) return false;
    return timingSafeEqual(this.mac(path, expires), Buffer.from(sig, 'hex'));
  }

  /**
   * Every stable private path in a serialised JSON answer, signed. Works on the text, not the object: one native
   * scan of a string that mentions no private path at all (nearly every answer) instead of a walk of every value;
   * the paths hold no character JSON escapes, so they read the same in the text as in the value.
   */
  signText(json: string): string {
    return json.includes(PRIVATE_FILE_PREFIX) ? json.replace(STABLE_IN_TEXT, (path) => this.sign(path)) : json;
  }
}

/** Every signed private link in the strings of a JSON value back to its stable path (a request body coming in). */
export function stripPrivateSignatures<T>(value: T): T {
  return mapStrings(value, (s) => (s.includes(PRIVATE_FILE_PREFIX) ? s.replace(SIGNED_IN_TEXT, '$1') : s)) as T;
}

/** Maps the strings of plain objects and arrays; other objects (dates, buffers) and unchanged parts are kept. */
function mapStrings(value: unknown, f: (s: string) => string, depth = 0): unknown {
  if (typeof value === 'string') return f(value);
  if (value === null || typeof value !== 'object' || depth > 32) return value;
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v) => {
      const n = mapStrings(v, f, depth + 1);
      if (n !== v) changed = true;
      return n;
    });
    return changed ? out : value;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  let out: Record<string, unknown> | null = null;
  for (const [k, v] of Object.entries(value)) {
    const n = mapStrings(v, f, depth + 1);
    if (n !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = n;
  }
  return out ?? value;
}
