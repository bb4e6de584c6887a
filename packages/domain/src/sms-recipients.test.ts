import { describe, expect, it } from 'vitest';
import { smsRecipientQualifies } from './sms-recipients';

describe('who an anonymous SMS code is for', () => {
  it('register: numbers without an account only', () => {
    expect(smsRecipientQualifies('register', false)).toBe(true);
    expect(smsRecipientQualifies('register', true)).toBe(false);
  });
  it.each(['login', 'reset'] as const)('%s: registered numbers only', (type) => {
    expect(smsRecipientQualifies(type, true)).toBe(true);
    expect(smsRecipientQualifies(type, false)).toBe(false);
  });
});
