import { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES } from '../messages';
import { MOBILE_PATTERN } from '../validators/mobile';
import { PASSWORD_PATTERN } from '../validators/password';
import { SMS_CODE_PATTERN } from '../validators/sms-code';

/**
 * Field schemas with the spec's messages. Strings are length-capped so overlong input is a 400, not a
 * database error, and control characters are refused.
 */

/** C0 controls but tab, LF and CR, and DEL. NUL above all: PostgreSQL text cannot hold it (a 500, not a 400). */
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const noControlChars = (s: string) => !CONTROL_CHARS.test(s);

/**
 * The one building block for every string a request carries (params, query, body): a string without control
 * characters. Build on it (`safeString().max(n)`) instead of a bare `z.string()`; only patterns and enums that
 * already exclude control characters may do without it. `error` is the message for a non-string.
 */
export function safeString(error: string = SERVER_MESSAGES.badRequest) {
  return z.string({ error }).refine(noControlChars, { error: SERVER_MESSAGES.invalidText });
}

/**
 * What makes decoded request input unsafe whatever its schema: nesting deeper than `maxDepth` (JSON.stringify
 * and recursive code overflow the stack on 10,000 levels), else a NUL anywhere (a string or a key). Iterative, so
 * the check itself survives any depth. Null when the value is fine.
 */
export function unsafeInput(value: unknown, maxDepth: number): 'nul' | 'too-deep' | null {
  const stack: [unknown, number][] = [[value, 0]];
  let nul = false;
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      nul ||= v.includes('\u0000');
    } else if (v !== null && typeof v === 'object') {
      if (depth >= maxDepth) return 'too-deep';
      for (const [k, child] of Object.entries(v)) {
        nul ||= k.includes('\u0000');
        stack.push([child, depth + 1]);
      }
    }
  }
  return nul ? 'nul' : null;
}

export function requiredText(max: number) {
  return safeString(MESSAGES.required)
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(max, { error: SERVER_MESSAGES.textTooLong });
}

export function optionalText(max: number) {
  return safeString().trim().max(max, { error: SERVER_MESSAGES.textTooLong });
}

export const mobileField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .regex(MOBILE_PATTERN, { error: MESSAGES.mobileInvalid });

export const passwordField = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required })
  .regex(PASSWORD_PATTERN, { error: MESSAGES.passwordRule });

/** A password as typed at login: only presence and a sane length are checked, never the rule. */
export const loginPasswordField = safeString(MESSAGES.required)
  .min(1, { error: MESSAGES.required })
  .max(64, { error: SERVER_MESSAGES.badCredentials });

export const smsCodeField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .regex(SMS_CODE_PATTERN, { error: SERVER_MESSAGES.smsCodeInvalid });

/** Usernames: letters, digits, underscore; 2-32 characters, or a mobile number. */
export const usernameField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(32, { error: SERVER_MESSAGES.textTooLong })
  .regex(/^[A-Za-z0-9_]{2,32}$/, { error: '用户名只能包含字母、数字和下划线，2-32位' });

/** The largest value of a PostgreSQL integer (serial) column: every id column. */
export const MAX_ID = 2_147_483_647;

/**
 * Every id a request carries (path, query, JSON body, socket message): a positive integer within the column's
 * range, so 2^31 is a 400 and never reaches PostgreSQL. Digits in a string are read as the number (paths and
 * queries are strings; older clients send ids as strings); anything else (true, [], 1.5, '1e3', '0x10') is refused.
 */
export const idParam = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: SERVER_MESSAGES.badRequest })
    .int({ error: SERVER_MESSAGES.badRequest })
    .positive({ error: SERVER_MESSAGES.badRequest })
    .max(MAX_ID, { error: SERVER_MESSAGES.badRequest }),
);
