import { describe, expect, it } from 'vitest';
import { chinaInstant } from './class-schedule';
import {
  SESSION_EDIT_MESSAGES as M,
  sessionAddProblem,
  sessionMoveProblem,
  sessionRemoveProblem,
  sessionState,
  sessionTimeOf,
  sessionTitle,
  sessionTopicOf,
} from './class-session-rules';

const at = (date: string, start: string, end: string) => ({
  startAt: chinaInstant(date, start),
  endAt: chinaInstant(date, end),
});
const NOW = chinaInstant('2027-03-05', '12:00');
const prev = at('2027-03-01', '19:00', '20:30');
const session = at('2027-03-08', '19:00', '20:30');
const next = at('2027-03-15', '19:00', '20:30');

describe('class session rules', () => {
  it('tells upcoming, live and done apart by the session times', () => {
    expect(sessionState(NOW, session)).toBe('upcoming');
    expect(sessionState(chinaInstant('2027-03-08', '19:30'), session)).toBe('live');
    expect(sessionState(chinaInstant('2027-03-08', '20:30'), session)).toBe('done');
  });

  it('reads a form as China wall-clock times, refusing bad dates, bad times and an end before the start', () => {
    expect(sessionTimeOf({ date: '2027-03-09', startTime: '19:00', endTime: '20:30' })).toEqual(
      at('2027-03-09', '19:00', '20:30'),
    );
    expect(sessionTimeOf({ date: '2027-13-40', startTime: '19:00', endTime: '20:30' })).toBe(M.date);
    expect(sessionTimeOf({ date: '2027-03-09', startTime: '25:00', endTime: '20:30' })).toBe(M.time);
    expect(sessionTimeOf({ date: '2027-03-09', startTime: '19:00', endTime: '19:00' })).toBe(M.endAfterStart);
  });

  it('moves an upcoming session between its neighbours, never a begun one, into the past or past a neighbour', () => {
    const to = at('2027-03-09', '18:00', '19:30');
    expect(sessionMoveProblem({ now: NOW, session, to, previous: prev, next })).toBeNull();
    expect(sessionMoveProblem({ now: NOW, session: prev, to, previous: null, next: session })).toBe(M.started);
    expect(
      sessionMoveProblem({ now: NOW, session, to: at('2027-03-05', '10:00', '11:00'), previous: prev, next }),
    ).toBe(M.inPast);
    expect(
      sessionMoveProblem({ now: NOW, session, to: at('2027-03-15', '20:00', '21:00'), previous: prev, next }),
    ).toBe(M.outOfOrder);
    const beforePrevious = { now: chinaInstant('2027-02-01', '12:00'), session, previous: prev, next };
    expect(sessionMoveProblem({ ...beforePrevious, to: at('2027-03-01', '20:00', '21:00') })).toBe(M.outOfOrder);
    // Touching a neighbour is allowed: one ends as the other starts.
    expect(
      sessionMoveProblem({ now: NOW, session, to: at('2027-03-15', '17:30', '19:00'), previous: prev, next }),
    ).toBeNull();
  });

  it('adds a session only in the future and after the last one', () => {
    expect(sessionAddProblem({ now: NOW, to: at('2027-03-22', '19:00', '20:30'), last: next })).toBeNull();
    expect(sessionAddProblem({ now: NOW, to: at('2027-03-04', '19:00', '20:30'), last: null })).toBe(M.inPast);
    expect(sessionAddProblem({ now: NOW, to: at('2027-03-12', '19:00', '20:30'), last: next })).toBe(M.afterLast);
  });

  it('removes an upcoming session with no work bound, never the only one', () => {
    expect(sessionRemoveProblem({ now: NOW, session, boundWork: false, sessionsInClass: 3 })).toBeNull();
    expect(sessionRemoveProblem({ now: NOW, session: prev, boundWork: false, sessionsInClass: 3 })).toBe(M.started);
    expect(sessionRemoveProblem({ now: NOW, session, boundWork: true, sessionsInClass: 3 })).toBe(M.hasHomework);
    expect(sessionRemoveProblem({ now: NOW, session, boundWork: false, sessionsInClass: 1 })).toBe(M.lastOne);
  });

  it('keeps the topic when a session is renumbered', () => {
    expect(sessionTopicOf('第3讲 一元一次方程')).toBe('一元一次方程');
    expect(sessionTopicOf('第3讲')).toBeNull();
    expect(sessionTopicOf('期中复习')).toBe('期中复习');
    expect(sessionTitle(2, sessionTopicOf('第3讲 一元一次方程'))).toBe('第2讲 一元一次方程');
    expect(sessionTitle(4, null)).toBe('第4讲');
  });
});
