import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { mobileField, passwordField, requiredText } from './fields';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('field schemas carry the spec messages', () => {
  it('mobile', () => {
    expect(firstMessage(mobileField.safeParse('123'))).toBe(MESSAGES.mobileInvalid);
    expect(firstMessage(mobileField.safeParse(undefined))).toBe(MESSAGES.required);
    expect(mobileField.parse(' 13800000001 ')).toBe('13800000001');
  });
  it('password', () => {
    expect(firstMessage(passwordField.safeParse('abcdefg'))).toBe(MESSAGES.passwordRule);
    expect(firstMessage(passwordField.safeParse(''))).toBe(MESSAGES.required);
  });
  it('required text trims, caps length and refuses control characters', () => {
    expect(firstMessage(requiredText(5).safeParse('  '))).toBe(MESSAGES.required);
    expect(requiredText(5).safeParse('abcdef').success).toBe(false);
    expect(requiredText(5).safeParse('a\u0000b').success).toBe(false);
    expect(requiredText(5).parse(' 王小明 ')).toBe('王小明');
  });
});
