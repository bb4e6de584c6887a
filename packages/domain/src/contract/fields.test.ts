import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '../messages';
import { idParam, mobileField, passwordField, requiredText, safeString, unsafeInput } from './fields';
import { imageAnswerInputSchema } from './homework';

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
  it('safe strings refuse NUL and other control characters, but keep tabs and line breaks', () => {
    for (const bad of ['a\u0000b', '\u0000', 'a\u0001', 'a\u001b[0m', 'a\u007f'])
      expect(firstMessage(safeString().safeParse(bad))).toBe(SERVER_MESSAGES.invalidText);
    expect(safeString().parse('第一行\r\n\t第二行')).toBe('第一行\r\n\t第二行');
    expect(firstMessage(safeString().safeParse(5))).toBe(SERVER_MESSAGES.badRequest);
  });
  it('ids stay within the integer column and read digit strings only', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse(2_147_483_647)).toBe(2_147_483_647);
    for (const bad of [
      0,
      -1,
      1.5,
      2_147_483_648,
      2 ** 53,
      1e308,
      '2147483648',
      '1e3',
      '0x10',
      'NaN',
      '',
      true,
      [],
      null,
    ])
      expect(firstMessage(idParam.safeParse(bad))).toBe(SERVER_MESSAGES.badRequest);
  });
  it('finds NUL and absurd nesting in decoded input without recursing', () => {
    const deep = JSON.parse('['.repeat(10_000) + ']'.repeat(10_000)) as unknown;
    expect(unsafeInput(deep, 32)).toBe('too-deep');
    expect(unsafeInput(['\u0000', deep], 32)).toBe('too-deep');
    expect(unsafeInput({ a: [{ b: 'x\u0000' }] }, 32)).toBe('nul');
    expect(unsafeInput({ ['k\u0000']: 1 }, 32)).toBe('nul');
    expect(unsafeInput({ a: [1, 'x', { b: null }] }, 32)).toBeNull();
    expect(unsafeInput('x\u0000', 32)).toBe('nul');
  });
  it('an image answer cannot carry a file list nested deep enough to break JSON.stringify', () => {
    const file = JSON.parse('['.repeat(5_000) + ']'.repeat(5_000)) as unknown;
    expect(imageAnswerInputSchema.safeParse({ img: [], text: 'a', file: [file] }).success).toBe(false);
    expect(imageAnswerInputSchema.safeParse({ img: [], text: 'a', file: [{ fileName: 'a.pdf' }] }).success).toBe(true);
  });
});
