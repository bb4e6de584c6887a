import { describe, expect, it } from 'vitest';
import { HOMEWORK_DUE_AFTER_MS, QUIZ_END_GRACE_MS } from './constants';
import { homeworkStatus } from './homework-status';

const sessionEnd = new Date('2026-11-21T10:30:00Z');
const due = new Date(sessionEnd.getTime() + HOMEWORK_DUE_AFTER_MS);
const at = (ms: number) => new Date(due.getTime() + ms);

describe('homeworkStatus', () => {
  it('marked: submitted and the tutor has replied', () => {
    expect(homeworkStatus({ quizAnswerType: '2', endTime: due, replied: true }, sessionEnd, at(9e9))).toBe('marked');
  });
  it('submitted: submitted, no feedback yet, even past the deadline', () => {
    expect(homeworkStatus({ quizAnswerType: '2', endTime: due, replied: false }, sessionEnd, at(9e9))).toBe(
      'submitted',
    );
  });
  it("todo: opened, not submitted, up to the deadline's grace", () => {
    const open = { quizAnswerType: '1', endTime: due, replied: false };
    expect(homeworkStatus(open, sessionEnd, at(-1000))).toBe('todo');
    expect(homeworkStatus(open, sessionEnd, at(QUIZ_END_GRACE_MS))).toBe('todo');
  });
  it('missed: not submitted once the deadline and its grace have passed', () => {
    const open = { quizAnswerType: '1', endTime: due, replied: false };
    expect(homeworkStatus(open, sessionEnd, at(QUIZ_END_GRACE_MS + 1))).toBe('missed');
  });
  it('never opened: due a week after the session', () => {
    expect(homeworkStatus(null, sessionEnd, at(-1))).toBe('todo');
    expect(homeworkStatus(null, sessionEnd.toISOString(), at(QUIZ_END_GRACE_MS + 1))).toBe('missed');
  });
  it("an opened record's own endTime wins over the session's", () => {
    const extended = { quizAnswerType: '1', endTime: at(3600_000), replied: false };
    expect(homeworkStatus(extended, sessionEnd, at(60_000))).toBe('todo');
  });
});
