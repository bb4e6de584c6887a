import { describe, expect, it } from 'vitest';
import {
  acceptsAnswers,
  attemptDeadline,
  autoCommitAt,
  examPhase,
  isNewerAnswer,
  remainingSeconds,
} from './attempt-clock';

const at = (hhmmss: string) => new Date(`2026-11-23T${hhmmss}+08:00`);
const window = { opensAt: at('09:00:00'), closesAt: at('11:00:00'), durationSeconds: 90 * 60 };

describe('exam phase', () => {
  it('is not open before the opening, open from it, closed from the close', () => {
    expect(examPhase(window, at('08:59:59'))).toBe('notOpen');
    expect(examPhase(window, at('09:00:00'))).toBe('open');
    expect(examPhase(window, at('10:59:59'))).toBe('open');
    expect(examPhase(window, at('11:00:00'))).toBe('closed');
  });
});

describe('attempt deadline', () => {
  it('is the start plus the duration when that comes first', () => {
    expect(attemptDeadline(window, at('09:10:00'))).toEqual({ deadline: at('10:40:00'), setBy: 'duration' });
  });
  it('is the exam close for a late starter, and says so', () => {
    expect(attemptDeadline(window, at('10:00:00'))).toEqual({ deadline: at('11:00:00'), setBy: 'close' });
  });
  it('adds the extra time staff gave on top of either', () => {
    expect(attemptDeadline(window, at('10:00:00'), 600).deadline).toEqual(at('11:10:00'));
    expect(attemptDeadline(window, at('09:00:00'), 300).deadline).toEqual(at('10:35:00'));
  });
  it('ignores negative or fractional extra time', () => {
    expect(attemptDeadline(window, at('09:00:00'), -60).deadline).toEqual(at('10:30:00'));
    expect(attemptDeadline(window, at('09:00:00'), 1.9).deadline).toEqual(at('10:30:01'));
  });
});

describe('remaining time and the grace', () => {
  const deadline = at('10:30:00');
  it('counts whole seconds up and never below zero', () => {
    expect(remainingSeconds(deadline, at('10:29:00'))).toBe(60);
    expect(remainingSeconds(deadline, new Date(at('10:29:59').getTime() + 500))).toBe(1);
    expect(remainingSeconds(deadline, at('10:31:00'))).toBe(0);
  });
  it('takes answers until the deadline plus 10 s, not after', () => {
    expect(acceptsAnswers(deadline, at('10:30:10'))).toBe(true);
    expect(acceptsAnswers(deadline, new Date(at('10:30:10').getTime() + 1))).toBe(false);
  });
  it('commits the left-open attempt the first instant answers are refused', () => {
    const t = autoCommitAt(deadline);
    expect(acceptsAnswers(deadline, t)).toBe(false);
    expect(acceptsAnswers(deadline, new Date(t.getTime() - 1))).toBe(true);
  });
});

describe('answer sequence', () => {
  it('applies the first save and newer ones only', () => {
    expect(isNewerAnswer(null, 1)).toBe(true);
    expect(isNewerAnswer(3, 4)).toBe(true);
    expect(isNewerAnswer(4, 4)).toBe(false);
    expect(isNewerAnswer(5, 4)).toBe(false);
  });
});
