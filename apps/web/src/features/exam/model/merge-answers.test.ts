import { describe, expect, it } from 'vitest';
import type { ExamSavedAnswer } from '@salt/domain';
import { mergeResumed } from './merge-answers';

const saved = (questionId: number, answer: string | string[], seq: number): ExamSavedAnswer => ({
  questionId,
  answer,
  seq,
  savedAt: '2025-03-01T02:10:00.000Z',
});

describe('merging a resumed attempt with what this tab queued', () => {
  it('takes the server answers when nothing is queued, and counts on from their seq', () => {
    const { answers, snapshot } = mergeResumed([saved(1, '11', 4), saved(3, ['a', 'b'], 2)], { seq: {}, pending: {} });
    expect(answers).toEqual({ 1: '11', 3: ['a', 'b'] });
    expect(snapshot).toEqual({ seq: { '1': 4, '3': 2 }, pending: {} });
  });

  it('keeps a queued answer newer than the stored one (typed offline, then reloaded) and leaves it queued', () => {
    const { answers, snapshot } = mergeResumed([saved(1, '11', 4), saved(2, 'true', 1)], {
      seq: { '1': 6, '2': 1 },
      pending: { '1': { answer: '12', seq: 6 } },
    });
    expect(answers).toEqual({ 1: '12', 2: 'true' });
    expect(snapshot.pending).toEqual({ '1': { answer: '12', seq: 6 } });
    expect(snapshot.seq).toEqual({ '1': 6, '2': 1 });
  });

  it('drops a queued answer the server already has or has newer (saved from another tab meanwhile)', () => {
    const { answers, snapshot } = mergeResumed([saved(1, '13', 7), saved(2, 'false', 3)], {
      seq: { '1': 6, '2': 3 },
      pending: { '1': { answer: '12', seq: 6 }, '2': { answer: 'false', seq: 3 } },
    });
    expect(answers).toEqual({ 1: '13', 2: 'false' });
    expect(snapshot.pending).toEqual({});
    // The next save of question 1 must beat the server's 7.
    expect(snapshot.seq['1']).toBe(7);
  });

  it('adds queued answers of questions the server has nothing for', () => {
    const { answers, snapshot } = mergeResumed([], { seq: { '9': 2 }, pending: { '9': { answer: ['x'], seq: 2 } } });
    expect(answers).toEqual({ 9: ['x'] });
    expect(snapshot.pending['9']).toEqual({ answer: ['x'], seq: 2 });
  });
});
