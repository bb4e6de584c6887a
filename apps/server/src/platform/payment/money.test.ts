import { describe, expect, it } from 'vitest';
import { fenToYuan, formatYuan, yuanToFen } from './money';

describe('fenToYuan', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [99, '0.99'],
    [100, '1.00'],
    [1250, '12.50'],
    [9990, '99.90'],
    [10000, '100.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i fen is %s yuan', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('refuses %s', (fen) => {
    expect(() => fenToYuan(fen)).toThrow(RangeError);
  });

  it('formats for display', () => {
    expect(formatYuan(199900)).toBe('¥1999.00');
  });
});

describe('yuanToFen', () => {
  it.each([
    ['0', 0],
    ['0.01', 1],
    ['0.1', 10],
    ['0.10', 10],
    ['12.5', 1250],
    ['99.9', 9990],
    ['100', 10000],
    ['100.00', 10000],
    // 19.99 * 100 is 1998.9999999999998 in floating point: the classic bug this module exists to avoid.
    ['19.99', 1999],
    ['1.005', null],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('%s yuan is %s fen', (yuan, fen) => {
    if (fen === null) expect(() => yuanToFen(yuan)).toThrow(RangeError);
    else expect(yuanToFen(yuan)).toBe(fen);
  });

  it.each([
    '',
    ' 1',
    '1 ',
    '-1',
    '+1',
    '1e3',
    '01',
    '1.',
    '.5',
    '1.234',
    '1,00',
    'abc',
    '0x10',
    '１',
    '90071992547409.92',
  ])('refuses %j', (yuan) => {
    expect(() => yuanToFen(yuan)).toThrow(RangeError);
  });

  it('refuses numbers: amounts must arrive as text', () => {
    expect(() => yuanToFen(12.5 as unknown as string)).toThrow(TypeError);
  });

  it('round-trips every amount up to 1000 yuan', () => {
    for (let fen = 0; fen <= 100_000; fen++) {
      if (yuanToFen(fenToYuan(fen)) !== fen) throw new Error(`round trip failed at ${fen}`);
    }
  });
});
