import { describe, expect, it } from 'vitest';
import { CLIENT_CODES, clientCodeOf } from './client-codes';

describe('client codes', () => {
  it('match the spec', () => {
    expect(CLIENT_CODES).toEqual({ browser: 1, pcApp: 2, h5: 5, pcMac: 6, pcXp: 7, other: 9 });
  });
  it('unknown clients are other (9)', () => {
    expect(clientCodeOf('toaster')).toBe(9);
    expect(clientCodeOf('h5')).toBe(5);
  });
});
