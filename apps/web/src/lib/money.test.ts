import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatFen } from './money';

describe('formatFen', () => {
  it('shows integer fen as yuan with two decimals', () => {
    expect(formatFen(0)).toBe('¥0.00');
    expect(formatFen(5)).toBe('¥0.05');
    expect(formatFen(19900)).toBe('¥199.00');
    expect(formatFen(123456)).toBe('¥1234.56');
  });
  it('keeps the sign outside the currency symbol', () => {
    expect(formatFen(-2000)).toBe('-¥20.00');
  });
  it('gives the bare number for split layouts', () => {
    expect(fenToYuanText(3990)).toBe('39.90');
  });
});
