import { describe, expect, it } from 'vitest';
import { HOMEWORK_DUE_AFTER_MS, QUIZ_END_GRACE_MS } from './constants';
import { HOMEWORK_STATUS_LABELS, homeworkDueAt, homeworkStatus, isBeforeEnrolment } from './homework-status';

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

describe('a session held before the pupil joined (插班)', () => {
  // The pupil joins two days after the session; the session's own week is nearly over.
  const enrolledAt = new Date(sessionEnd.getTime() + 2 * 24 * 3600_000);
  const joinDue = new Date(enrolledAt.getTime() + HOMEWORK_DUE_AFTER_MS);

  it('is before enrolment only when it ended before the pupil joined', () => {
    expect(isBeforeEnrolment(sessionEnd, enrolledAt)).toBe(true);
    expect(isBeforeEnrolment(sessionEnd, sessionEnd)).toBe(true);
    expect(isBeforeEnrolment(sessionEnd, new Date(sessionEnd.getTime() - 1))).toBe(false);
    expect(isBeforeEnrolment(sessionEnd, null)).toBe(false);
  });

  it('its homework is due a week after joining, not a week after the session', () => {
    expect(homeworkDueAt(sessionEnd, enrolledAt)).toEqual(joinDue);
    expect(homeworkDueAt(sessionEnd, new Date(sessionEnd.getTime() - 3600_000))).toEqual(due);
    expect(homeworkDueAt(sessionEnd)).toEqual(due);
  });

  it('optional (选做), never todo or missed: not while open, not after its deadline', () => {
    const open = { quizAnswerType: '1', endTime: joinDue, replied: false };
    expect(homeworkStatus(null, sessionEnd, enrolledAt, enrolledAt)).toBe('optional');
    expect(homeworkStatus(open, sessionEnd, new Date(joinDue.getTime() - 1), enrolledAt)).toBe('optional');
    expect(homeworkStatus(open, sessionEnd, new Date(joinDue.getTime() + 9e9), enrolledAt)).toBe('optional');
    expect(HOMEWORK_STATUS_LABELS.optional).toBe('选做');
  });

  it('done anyway, it is submitted or marked like any other', () => {
    expect(
      homeworkStatus({ quizAnswerType: '2', endTime: joinDue, replied: false }, sessionEnd, now(), enrolledAt),
    ).toBe('submitted');
    expect(
      homeworkStatus({ quizAnswerType: '2', endTime: joinDue, replied: true }, sessionEnd, now(), enrolledAt),
    ).toBe('marked');
  });

  it('sessions after joining keep the usual rule', () => {
    const early = new Date(sessionEnd.getTime() - 3600_000);
    expect(homeworkStatus(null, sessionEnd, at(QUIZ_END_GRACE_MS + 1), early)).toBe('missed');
    expect(homeworkStatus(null, sessionEnd, at(-1), early)).toBe('todo');
  });
});

function now() {
  return new Date('2026-11-23T12:00:00Z');
}
