import { describe, expect, it } from 'vitest';
import { EXAM_QUESTION_TYPE as T } from '@salt/domain';
import { EXAM_BANK } from './index';

/** Every question and sub-question by key. */
const byKey = new Map(EXAM_BANK.flatMap((q) => [q, ...(q.children ?? [])]).map((q) => [q.key, q]));

/** Numbers in a text: '−3' and '-3' alike, '(2, 1)' gives [2, 1]. */
const numbers = (text: string) => (text.replace(/−/g, '-').match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
const solveLinear = (f: (x: number) => number) => -f(0) / (f(1) - f(0));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const variance = (xs: number[]) => mean(xs.map((x) => (x - mean(xs)) ** 2));
const fare = (km: number) => 8 + 2 * Math.max(0, km - 3);

/**
 * Numeric answers worked out here from the question's data: a fill-in's blanks (first accepted answer), or the
 * numbers in a single choice's right option (and no wrong option gives the same numbers).
 */
const NUMERIC: [string, number[]][] = [
  ['m7-007', [-3 * 4 - -12 / 3]],
  ['m7-008', [(-2) ** 3, -(2 ** 2)]],
  ['m7-009', [-(1 ** 4) + (-2) ** 2 * (1 / 2 - 3 / 4)]],
  ['m7-013', [2 + -3]],
  ['m7-014', [-1 + 3]],
  ['m7-021', [(-2) ** 2 - 3 * -2 + 1]],
  ['m7-022', [-2 * 3 + 5]],
  ['m7-028', [solveLinear((x) => 3 * x - 7 - 2)]],
  ['m7-029', [solveLinear((x) => 2 * (x - 1) - (x + 3))]],
  ['m7-030', [solveLinear((x) => (x + 1) / 2 - (2 * x - 1) / 3 - 1)]],
  ['m7-031', [7 - 2 * 2]],
  ['m7-032', [240 / 0.8]],
  ['m7-033', [36 / (5 + 4)]],
  ['m7-036', [1 / (1 / 10 + 1 / 15)]],
  ['m7-037-2', [solveLinear((x) => 45 * x + 15 - 60 * (x - 1))]],
  ['m7-037-3', [45 * solveLinear((x) => 45 * x + 15 - 60 * (x - 1)) + 15]],
  ['m7-039', [180 - (90 - 35)]],
  ['m7-040', [48 + 36 / 60]],
  ['m7-041', [8 / 4 + 8 / 2]],
  ['m7-044', [180 - (3 * 30 + 30 * 0.5)]],
  ['m7-045', [90 - (180 - 130)]],
  ['m7-102', [180 - 100 / 2]],
  ['m7-103', [180 - 65]],
  ['m7-107', [3 * solveLinear((x) => 3 * x + 10 - (5 * x - 30)) + 10]],
  ['m7-111', [Math.sqrt(16), Math.cbrt(-8)]],
  ['m7-115', [Math.floor(Math.sqrt(30))]],
  ['m7-117', [-Math.sqrt(16) + Math.cbrt(-27)]],
  ['m7-119', [Math.abs(-5), Math.abs(2)]],
  ['m7-120', [-2 + 4, 3 - 2]],
  ['m7-122', [1, 1 + 2]],
  ['m7-125', [(5 + 1) / 2, (5 - 1) / 2]],
  ['m7-126', [(12 * 2 + 5 * 3) / (2 * 2 + 3 * 3), (12 - 2 * 3) / 3]],
  ['m7-127', [3 + 2]],
  ['m7-128-2', [35 - (94 - 2 * 35) / 2]],
  ['m7-128-3', [(94 - 2 * 35) / 2]],
  ['m7-130', [(40 - 4 * 8) / (6 - 4)]],
  ['m7-132', [(7 + 5) / 3]],
  ['m7-133', [Math.ceil((-3 - 1) / 2)]],
  ['m7-135', [[-1, 0, 1, 2, 3, -2].filter((x) => x + 2 > 0 && x - 2 <= 0).length]],
  ['m7-138', [Math.ceil((95 + 5 * 20) / 15)]],
  ['m7-140', [100]],
  ['m7-142', [360 * 0.25]],
  ['m8-002', [7 + 7 + 3]],
  ['m8-003', [180 - 40 - 75]],
  ['m8-004', [360 / 8]],
  ['m8-005', [1080 / 180 + 2]],
  ['m8-006', [(110 * 5) / 11]],
  ['m8-011', [90 - 50 - (180 - 50 - 70) / 2]],
  ['m8-017', [(10 * 3) / 2]],
  ['m8-018', [20 - 6 - 8]],
  ['m8-022', [2, 3]],
  ['m8-023', [4, 1]],
  ['m8-025', [(180 - 36) / 2]],
  ['m8-028', [12 / 2]],
  ['m8-029', [8 + 5]],
  ['m8-030', [20 - 2 * 6]],
  ['m8-105', [5 ** 2 - 2 * 3]],
  ['m8-111', [2025 ** 2 - 2024 * 2026]],
  ['m8-115', [3]],
  ['m8-118', [solveLinear((x) => 2 * x - (x - 1))]],
  ['m8-121', [(-1 / 2) ** -2 + 1]],
  ['m8-127', [Math.sqrt(2) * Math.sqrt(8)]],
  ['m8-131', [(Math.sqrt(3) + 1) ** 2 - 2 * (Math.sqrt(3) + 1) + 1]],
  [
    'm8-133-3',
    [Array.from({ length: 99 }, (_, i) => 1 / (Math.sqrt(i + 2) + Math.sqrt(i + 1))).reduce((a, b) => a + b)],
  ],
  ['m8-201', [Math.hypot(6, 8)]],
  ['m8-202', [Math.sqrt(13 ** 2 - 5 ** 2)]],
  ['m8-205', [3 + Math.hypot(3, 4)]],
  ['m8-206', [Math.sqrt(2.5 ** 2 - 0.7 ** 2)]],
  ['m8-207', [(3 * 4) / Math.hypot(3, 4)]],
  ['m8-209', [0.5 * 12 * Math.sqrt(10 ** 2 - 6 ** 2)]],
  ['m8-212', [Math.hypot(3, 4), (6 * 8) / 2]],
  ['m8-214', [12 / 2]],
  ['m8-218', [(24 / 2) * (2 / 3)]],
  ['m8-219', [(4 * 4) / 2]],
  ['m8-222', [4 / 2, 2 * 0 - 4]],
  ['m8-223', [5 - 3]],
  ['m8-228-2', [fare(10)]],
  ['m8-228-3', [3 + (30 - 8) / 2]],
  ['m8-229', [(3 - -1) / (1 - -1), 3 - (3 - -1) / (1 - -1)]],
  ['m8-230', [9 / 3, -(9 / 3) + 5]],
  ['m8-231', [mean([3, 5, 7, 5, 10]), 5]],
  ['m8-232', [median([2, 8, 4, 6, 10, 5])]],
  ['m8-234', [variance([1, 2, 3, 4, 5])]],
  ['m8-235', [(90 * 3 + 80 * 3 + 85 * 4) / 10]],
  ['p8-002', [54 / 3.6]],
  ['p8-003', [20 * 3 * 60]],
  ['p8-006', [2 / (1 / 4 + 1 / 6)]],
  ['p8-010', [(1500 * 4) / 2]],
  ['p8-020', [90 - 30]],
  ['p8-021', [2 * 2]],
  ['p8-027', [20 / 2]],
  ['p8-030', [52 / 20]],
  ['p8-031', [(500 / 1) * 0.8]],
  ['p8-033-2', [20 + 5 + 2]],
  ['p8-033-3', [40 - 30]],
  ['p8-033-4', [(20 + 5 + 2) / (40 - 30)]],
  ['p8-101', [0.1 * 10]],
  ['p8-102', [50 * 10]],
  ['p8-106', [10 + ((12 - 10) / 2) * 5]],
  ['p8-112', [30]],
  ['p8-115', [(60 * 10) / 0.04]],
  ['p8-116', [1000 * 10 * 2]],
  ['p8-122', [5 - 3]],
  ['p8-123', [1000 * 10 * 2e-4]],
  ['p8-127-1', [2.7 - 1.7]],
  ['p8-127-2', [((2.7 - 1.7) / (1000 * 10)) * 1e6]],
  ['p8-127-3', [2.7 / 10 / ((2.7 - 1.7) / (1000 * 10))]],
  ['e7-030-3', [45 + 10]],
  ['m7-145', [1 + 0 + 1]],
  ['m8-240', [Math.min(Math.hypot(4 + 2, 1), Math.hypot(4 + 1, 2), Math.hypot(2 + 1, 4))]],
  [
    'm8-241',
    [
      ((3 + Math.sqrt(5)) / 2) ** 2 + ((3 + Math.sqrt(5)) / 2) ** -2,
      ((3 + Math.sqrt(5)) / 2) ** 4 + ((3 + Math.sqrt(5)) / 2) ** -4,
    ],
  ],
  ['p8-129', [(3 / 5) * 1.0]],
  ['p8-130', [1000 * 10 * 0.15, 20 / 0.01]],
];

describe('exam bank: numeric answers worked out', () => {
  it.each(NUMERIC)('%s', (key, expected) => {
    const q = byKey.get(key);
    expect(q, key).toBeDefined();
    const close = (got: number[]) =>
      got.length >= expected.length && expected.every((e, i) => Math.abs(got[i]! - e) < 1e-6);
    if (q!.type === T.fillIn) {
      expect(q!.blanks!.length).toBe(expected.length);
      expect(close(q!.blanks!.map((b) => numbers(b[0]!)[0]!)), JSON.stringify(q!.blanks)).toBe(true);
    } else {
      expect(q!.type).toBe(T.single);
      const right = q!.options!.find((o) => o.isRight)!;
      expect(close(numbers(right.text)), right.text).toBe(true);
      for (const o of q!.options!.filter((x) => !x.isRight)) expect(close(numbers(o.text)), o.text).toBe(false);
    }
  });
});
