import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { validateRequired } from './required';
import { isValidPassword, validatePassword } from './password';
import { isValidMobile, validateMobile } from './mobile';
import { isValidLink, validateLink } from './link';
import { isValidSmsCode } from './sms-code';

describe('required', () => {
  it.each([undefined, null, '', '   ', []])('rejects %j with 必填项', (v) => {
    expect(validateRequired(v)).toBe(MESSAGES.required);
  });
  it.each(['a', 0, ['x'], false])('accepts %j', (v) => {
    expect(validateRequired(v)).toBeNull();
  });
});

describe('password: 6-20 characters with digits and letters', () => {
  it.each(['abc123', 'Student123', 'a1b2c3d4e5f6g7h8i9j0', 'Pa$$w0rd'])('accepts %s', (p) => {
    expect(isValidPassword(p)).toBe(true);
    expect(validatePassword(p)).toBeNull();
  });
  it.each(['ab12', 'abcdefgh', '12345678', 'a1b2c3d4e5f6g7h8i9j0k', 'abc 123', '密码abc123'])('rejects %s', (p) => {
    expect(validatePassword(p)).toBe(MESSAGES.passwordRule);
  });
  it('asks for a value when empty', () => {
    expect(validatePassword('')).toBe(MESSAGES.required);
  });
});

describe('mobile: 11 digits, 1 then 3-9', () => {
  it.each(['13800000001', '19912345678', '15000000000'])('accepts %s', (m) => {
    expect(isValidMobile(m)).toBe(true);
    expect(validateMobile(m)).toBeNull();
  });
  it.each(['12800000001', '1380000000', '138000000011', '23800000001', '1380000000a', '+8613800000001'])(
    'rejects %s with 手机号不合法',
    (m) => {
      expect(validateMobile(m)).toBe(MESSAGES.mobileInvalid);
    },
  );
  it('asks for a value when empty', () => {
    expect(validateMobile(' ')).toBe(MESSAGES.required);
  });
});

describe('links begin with http:// or the host', () => {
  const host = 'https://www.example.cn';
  it.each(['http://a.cn/x', 'https://a.cn', 'https://www.example.cn/page'])('accepts %s', (l) => {
    expect(isValidLink(l, host)).toBe(true);
  });
  it.each(['ftp://a.cn', 'javascript:alert(1)', '/relative', 'www.a.cn'])('rejects %s', (l) => {
    expect(validateLink(l, host)).toBe(MESSAGES.linkInvalid);
  });
});

describe('sms code', () => {
  it('is six digits', () => {
    expect(isValidSmsCode('123456')).toBe(true);
    expect(isValidSmsCode('12345')).toBe(false);
    expect(isValidSmsCode('12345a')).toBe(false);
    expect(isValidSmsCode('1234567')).toBe(false);
  });
});
