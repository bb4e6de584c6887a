import { describe, expect, it } from 'vitest';
import { canCheck, checkRequest } from './practice-answer';
import { qbQuestion } from './test-kit';

describe('practice answers', () => {
  it('a single choice sends the option id; nothing chosen cannot be checked', () => {
    const q = qbQuestion();
    expect(canCheck(q, {})).toBe(false);
    expect(canCheck(q, { 1: '12' })).toBe(true);
    expect(checkRequest(q, { 1: '12' })).toEqual({ answer: '12' });
  });

  it('a multiple choice sends its option ids in a stable order', () => {
    const q = qbQuestion({ type: '1' });
    expect(canCheck(q, { 1: [] })).toBe(false);
    expect(checkRequest(q, { 1: ['12', '11'] })).toEqual({ answer: ['11', '12'] });
  });

  it('a fill-in sends one trimmed text per blank; one blank written is enough to check', () => {
    const q = qbQuestion({ type: '3', blanks: 2, options: [] });
    expect(canCheck(q, { 1: ['', ' '] })).toBe(false);
    expect(canCheck(q, { 1: [' 17 '] })).toBe(true);
    expect(checkRequest(q, { 1: [' 17 '] })).toEqual({ answer: ['17', ''] });
  });

  it('true/false sends true or false', () => {
    const q = qbQuestion({ type: '4', options: [] });
    expect(checkRequest(q, { 1: 'false' })).toEqual({ answer: 'false' });
  });

  it('a combined question sends its checkable parts by id and waits for all of them; oral ones are skipped', () => {
    const child = (questionId: number, type: string) => ({
      ...qbQuestion({ questionId, type }),
      number: `5(${questionId})`,
    });
    const q = qbQuestion({
      questionId: 5,
      type: '100',
      options: [],
      children: [child(51, '0'), child(52, '4'), child(53, '2')],
    });
    expect(canCheck(q, { 51: '11' })).toBe(false);
    const draft = { 51: '11', 52: 'true' };
    expect(canCheck(q, draft)).toBe(true);
    expect(checkRequest(q, draft)).toEqual({
      answer: '',
      parts: [
        { questionId: 51, answer: '11' },
        { questionId: 52, answer: 'true' },
      ],
    });
  });

  it('an oral question cannot be checked in practice', () => {
    expect(canCheck(qbQuestion({ type: '2', options: [] }), { 1: 'x' })).toBe(false);
  });
});
