import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../messages';
import { loginIdentifierKind, usernameProblem } from './username';

describe('username rule: never a mobile number except the account own phone', () => {
  it.each(['student', 'li_ming', '12800000000', '1380000000', '138000000011', '8613800000002'])(
    'accepts %s (not mobile-shaped)',
    (name) => {
      expect(usernameProblem(name, '13800000001')).toBeNull();
    },
  );
  it('accepts the account own phone as its username', () => {
    expect(usernameProblem('13800000001', '13800000001')).toBeNull();
  });
  it.each([
    ['13800000002', '13800000001'],
    ['13800000002', null],
    ['19912345678', undefined],
  ])('refuses %s for an account whose phone is %s', (name, phone) => {
    expect(usernameProblem(name, phone)).toBe(SERVER_MESSAGES.usernameLooksLikeMobile);
  });
});

describe('login identifier', () => {
  it('a mobile-shaped identifier is a phone, anything else a username', () => {
    expect(loginIdentifierKind('13800000002')).toBe('phone');
    expect(loginIdentifierKind('teacher')).toBe('username');
    expect(loginIdentifierKind('12800000000')).toBe('username');
  });
});
