import type { BankQuestion } from './bank-types';
import { CHINESE_7_A } from './chinese-7-a';
import { CHINESE_7_B } from './chinese-7-b';
import { ENGLISH_7 } from './english-7';
import { ENGLISH_8_A } from './english-8-a';
import { ENGLISH_8_B } from './english-8-b';
import { ENGLISH_8_LISTENING } from './english-8-listening';
import { MATH_7_A } from './math-7-a';
import { MATH_7_B } from './math-7-b';
import { MATH_8_A } from './math-8-a';
import { MATH_8_B } from './math-8-b';
import { MATH_8_C } from './math-8-c';
import { PHYSICS_8_A } from './physics-8-a';
import { PHYSICS_8_B } from './physics-8-b';

export * from './bank-types';
export * from './knowledge-points';

/** The whole demo question bank, top-level questions (sub-questions live under their combined question). */
export const EXAM_BANK: readonly BankQuestion[] = [
  ...MATH_7_A,
  ...MATH_7_B,
  ...MATH_8_A,
  ...MATH_8_B,
  ...MATH_8_C,
  ...PHYSICS_8_A,
  ...PHYSICS_8_B,
  ...ENGLISH_7,
  ...ENGLISH_8_A,
  ...ENGLISH_8_B,
  ...ENGLISH_8_LISTENING,
  ...CHINESE_7_A,
  ...CHINESE_7_B,
];

const BY_KEY = new Map(EXAM_BANK.map((q) => [q.key, q]));

/** A top-level bank question by its key (throws on an unknown key: a paper naming one is a seed bug). */
export function bankQuestion(key: string): BankQuestion {
  const q = BY_KEY.get(key);
  if (!q) throw new Error(`exam bank: no question ${key}`);
  return q;
}

/** The bank's questions of one subject and grade (dictionary values). */
export const bankOf = (subject: string, grade: string) =>
  EXAM_BANK.filter((q) => q.subject === subject && q.grade === grade);
