import { describe, expect, it } from 'vitest';
import { EXAM_SCHEDULE_MESSAGES as M, examScheduleProblem, type ExamScheduleForm } from './exam-schedule-rules';

const now = new Date('2026-12-01T02:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3_600_000);
const form = (o: Partial<ExamScheduleForm> = {}): ExamScheduleForm => ({
  kind: 'jieke',
  paperId: 1,
  offeringId: 7,
  opensAt: at(24),
  closesAt: at(48),
  durationSeconds: 90 * 60,
  maxAttempts: 1,
  ...o,
});

describe('examScheduleProblem: a new exam', () => {
  it('accepts a class exam in the future', () => {
    expect(examScheduleProblem({ now, form: form() })).toBeNull();
    expect(examScheduleProblem({ now, form: form({ kind: 'mock', offeringId: null, maxAttempts: null }) })).toBeNull();
  });
  it('needs a class for 结课考试 and none for the others', () => {
    expect(examScheduleProblem({ now, form: form({ offeringId: null }) })).toBe(M.classRequired);
    expect(examScheduleProblem({ now, form: form({ kind: 'outdoor' }) })).toBe(M.classNotAllowed);
  });
  it('needs a window for a class exam; the others may stay always open', () => {
    expect(examScheduleProblem({ now, form: form({ opensAt: null, closesAt: null }) })).toBe(M.windowRequired);
    expect(
      examScheduleProblem({ now, form: form({ kind: 'outdoor', offeringId: null, opensAt: null, closesAt: null }) }),
    ).toBeNull();
  });
  it('needs the end after the start and after now', () => {
    expect(examScheduleProblem({ now, form: form({ closesAt: at(24) }) })).toBe(M.endAfterStart);
    expect(examScheduleProblem({ now, form: form({ opensAt: at(-5), closesAt: at(-1) }) })).toBe(M.endInPast);
  });
  it('needs a window at least as long as the time limit', () => {
    expect(examScheduleProblem({ now, form: form({ closesAt: at(25), durationSeconds: 2 * 3600 }) })).toBe(
      M.windowTooShort,
    );
  });
});

describe('examScheduleProblem: an exam pupils have sat', () => {
  const before = form({ opensAt: at(-2), closesAt: at(10) });
  const usage = { attempts: 3, mostByOnePupil: 1 };
  it('lets the end move, and the title and attempts change', () => {
    expect(
      examScheduleProblem({ now, before, usage, form: { ...before, closesAt: at(20), maxAttempts: 2 } }),
    ).toBeNull();
  });
  it('keeps paper, class and kind', () => {
    expect(examScheduleProblem({ now, before, usage, form: { ...before, paperId: 2 } })).toBe(M.paperLocked);
    expect(examScheduleProblem({ now, before, usage, form: { ...before, offeringId: 8 } })).toBe(M.paperLocked);
  });
  it('keeps the start and the time limit', () => {
    expect(examScheduleProblem({ now, before, usage, form: { ...before, opensAt: at(-1) } })).toBe(M.startLocked);
    expect(examScheduleProblem({ now, before, usage, form: { ...before, durationSeconds: 3600 } })).toBe(M.startLocked);
  });
  it('does not move the end into the past, but an unchanged past end is no problem', () => {
    expect(examScheduleProblem({ now, before, usage, form: { ...before, closesAt: at(-1) } })).toBe(M.endInPast);
    const closed = form({ opensAt: at(-48), closesAt: at(-24) });
    expect(examScheduleProblem({ now, before: closed, usage, form: { ...closed, maxAttempts: 2 } })).toBeNull();
  });
  it('never allows fewer attempts than a pupil has used', () => {
    const used = { attempts: 4, mostByOnePupil: 2 };
    expect(examScheduleProblem({ now, before, usage: used, form: { ...before, maxAttempts: 1 } })).toBe(
      M.attemptsBelowUsed,
    );
  });
  it('lets anything change before anyone sat it', () => {
    const none = { attempts: 0, mostByOnePupil: 0 };
    expect(
      examScheduleProblem({ now, before, usage: none, form: { ...before, paperId: 2, opensAt: at(-1) } }),
    ).toBeNull();
  });
});
