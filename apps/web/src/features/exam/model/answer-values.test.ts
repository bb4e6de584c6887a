import { describe, expect, it } from 'vitest';
import { Q, session } from '../test-kit';
import { blankTexts, chosenIds, isBlankAnswer, questionState, unansweredNumbers } from './answer-values';

describe('answer values', () => {
  it('tells blank answers from given ones', () => {
    expect(isBlankAnswer(undefined)).toBe(true);
    expect(isBlankAnswer('  ')).toBe(true);
    expect(isBlankAnswer(['', ' '])).toBe(true);
    expect(isBlankAnswer(['', '3'])).toBe(false);
    expect(isBlankAnswer('1011')).toBe(false);
  });

  it('reads multiple-choice answers comma-joined or as an array, and blanks by count', () => {
    expect(chosenIds('1021, 1022')).toEqual(['1021', '1022']);
    expect(chosenIds(['1023'])).toEqual(['1023']);
    expect(blankTexts(['2'], 2)).toEqual(['2', '']);
    expect(blankTexts('3', 1)).toEqual(['3']);
  });

  it('lists unanswered questions by their shown numbers, sub-questions included', () => {
    const s = session();
    expect(unansweredNumbers(s, { 101: '1011', 103: ['2', ''], 1061: ['EF'] })).toEqual(['2', '4', '5', '6(2)']);
    expect(questionState(Q.combined, { 1061: ['EF'] })).toBe('partial');
    expect(questionState(Q.combined, { 1061: ['EF'], 1062: 'true' })).toBe('answered');
    expect(questionState(Q.single, {})).toBe('unanswered');
  });
});
