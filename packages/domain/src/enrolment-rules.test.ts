import { describe, expect, it } from 'vitest';
import {
  ENROLMENT_EDIT_MESSAGES as M,
  enrolmentAddProblem,
  enrolmentEndProblem,
  enrolmentMoveProblem,
  type ClassForEnrolment,
} from './enrolment-rules';

const cls = (o: Partial<ClassForEnrolment> = {}): ClassForEnrolment => ({
  skuId: 1,
  spuId: 10,
  seatsLeft: 5,
  finished: false,
  ...o,
});

describe('enrolmentAddProblem', () => {
  it('lets a pupil into a class with a seat', () => {
    expect(enrolmentAddProblem({ isPupil: true, alreadyIn: false, target: cls() })).toBeNull();
  });
  it('refuses an account that is not a pupil', () => {
    expect(enrolmentAddProblem({ isPupil: false, alreadyIn: false, target: cls() })).toBe(M.notPupil);
  });
  it('refuses a pupil already in the class', () => {
    expect(enrolmentAddProblem({ isPupil: true, alreadyIn: true, target: cls() })).toBe(M.alreadyIn);
  });
  it('refuses a class whose sessions are all over', () => {
    expect(enrolmentAddProblem({ isPupil: true, alreadyIn: false, target: cls({ finished: true }) })).toBe(M.finished);
  });
  it('refuses a full class', () => {
    expect(enrolmentAddProblem({ isPupil: true, alreadyIn: false, target: cls({ seatsLeft: 0 }) })).toBe(M.full);
  });
});

describe('enrolmentMoveProblem', () => {
  const from = cls();
  const ok = { status: 'active' as const, from, target: cls({ skuId: 2 }), alreadyInTarget: false };
  it('moves an active pupil to another class of the same course with a seat', () => {
    expect(enrolmentMoveProblem(ok)).toBeNull();
  });
  it('refuses a pupil no longer in the class', () => {
    expect(enrolmentMoveProblem({ ...ok, status: 'moved' })).toBe(M.notActive);
    expect(enrolmentMoveProblem({ ...ok, status: 'ended' })).toBe(M.notActive);
  });
  it('refuses the same class', () => {
    expect(enrolmentMoveProblem({ ...ok, target: from })).toBe(M.sameClass);
  });
  it('refuses a class of another course', () => {
    expect(enrolmentMoveProblem({ ...ok, target: cls({ skuId: 3, spuId: 11 }) })).toBe(M.otherCourse);
  });
  it('refuses a class the pupil is already in', () => {
    expect(enrolmentMoveProblem({ ...ok, alreadyInTarget: true })).toBe(M.alreadyIn);
  });
  it('refuses a finished or full class', () => {
    expect(enrolmentMoveProblem({ ...ok, target: cls({ skuId: 2, finished: true }) })).toBe(M.finished);
    expect(enrolmentMoveProblem({ ...ok, target: cls({ skuId: 2, seatsLeft: 0 }) })).toBe(M.full);
  });
});

describe('enrolmentEndProblem', () => {
  it('ends only an active place', () => {
    expect(enrolmentEndProblem({ status: 'active' })).toBeNull();
    expect(enrolmentEndProblem({ status: 'ended' })).toBe(M.notActive);
  });
});
