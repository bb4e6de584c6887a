import { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES } from '../messages';
import { MOBILE_PATTERN } from '../validators/mobile';
import { PASSWORD_PATTERN } from '../validators/password';
import { SMS_CODE_PATTERN } from '../validators/sms-code';

/**
 * Field schemas with the spec's messages. Strings are length-capped so overlong input is a 400, not a
 * database error, and control characters are refused.
 */
const noControlChars = (s: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s);

export function requiredText(max: number) {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(max, { error: SERVER_MESSAGES.textTooLong })
    .refine(noControlChars, { error: SERVER_MESSAGES.invalidText });
}

export function optionalText(max: number) {
  return z
    .string({ error: SERVER_MESSAGES.badRequest })
    .trim()
    .max(max, { error: SERVER_MESSAGES.textTooLong })
    .refine(noControlChars, { error: SERVER_MESSAGES.invalidText });
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
export const loginPasswordField = z
  .string({ error: MESSAGES.required })
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

export const idParam = z.coerce
  .number({ error: SERVER_MESSAGES.badRequest })
  .int({ error: SERVER_MESSAGES.badRequest })
  .positive({ error: SERVER_MESSAGES.badRequest })
  .max(2_147_483_647, { error: SERVER_MESSAGES.badRequest });
