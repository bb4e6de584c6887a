import { describe, expect, it } from 'vitest';
import {
  answerRefusal,
  averageOf,
  checkAnswers,
  designProblem,
  inAudience,
  percentOf,
  questionnairePhase,
  QUESTIONNAIRE_MESSAGES as M,
  resultRefusal,
  type QuestionDesign,
} from './questionnaire-rules';

const q = (over: Partial<QuestionDesign> & Pick<QuestionDesign, 'id' | 'kind'>): QuestionDesign => ({
  title: '题目',
  required: true,
  options: [],
  minChoices: null,
  maxChoices: null,
  maxLength: null,
  ...over,
});
const opts = [
  { id: 1, label: 'A' },
  { id: 2, label: 'B' },
  { id: 3, label: 'C' },
];
const design = [
  q({ id: 10, kind: 'single', options: opts }),
  q({ id: 11, kind: 'multiple', options: opts, minChoices: 1, maxChoices: 2 }),
  q({ id: 12, kind: 'text', maxLength: 5, required: false }),
  q({ id: 13, kind: 'rating' }),
];

describe('questionnaire phase and audience', () => {
  const w = {
    status: 'published' as const,
    opensAt: new Date('2026-09-01T00:00:00Z'),
    closesAt: new Date('2026-09-30T00:00:00Z'),
  };
  it('draft, not open, open, closed (close instant is closed)', () => {
    expect(questionnairePhase({ ...w, status: 'draft' }, new Date('2026-09-10T00:00:00Z'))).toBe('draft');
    expect(questionnairePhase(w, new Date('2026-08-31T23:59:59Z'))).toBe('notOpen');
    expect(questionnairePhase(w, new Date('2026-09-01T00:00:00Z'))).toBe('open');
    expect(questionnairePhase(w, new Date('2026-09-30T00:00:00Z'))).toBe('closed');
  });
  it('answer refusals', () => {
    expect(answerRefusal(w, new Date('2026-09-10T00:00:00Z'), true)).toBeNull();
    expect(answerRefusal(w, new Date('2026-09-10T00:00:00Z'), false)).toBe('你不在本问卷的调查范围内');
    expect(answerRefusal(w, new Date('2026-08-01T00:00:00Z'), true)).toBe('问卷尚未开始');
    expect(answerRefusal(w, new Date('2026-10-01T00:00:00Z'), true)).toBe('问卷已结束');
  });
  it('audience: everyone, a class, a grade', () => {
    const m = { grade: '8', offeringIds: [5] };
    expect(inAudience({ kind: 'all', offeringId: null, grade: null }, m)).toBe(true);
    expect(inAudience({ kind: 'class', offeringId: 5, grade: null }, m)).toBe(true);
    expect(inAudience({ kind: 'class', offeringId: 6, grade: null }, m)).toBe(false);
    expect(inAudience({ kind: 'grade', offeringId: null, grade: '8' }, m)).toBe(true);
    expect(inAudience({ kind: 'grade', offeringId: null, grade: '7' }, m)).toBe(false);
  });
  it('results: only public ones, only to those who answered', () => {
    expect(resultRefusal({ resultsPublic: true, answered: true, member: true })).toBeNull();
    expect(resultRefusal({ resultsPublic: false, answered: true, member: true })).toBe('该问卷不公开结果');
    expect(resultRefusal({ resultsPublic: true, answered: false, member: true })).toBe(M.answerFirst);
    expect(resultRefusal({ resultsPublic: true, answered: true, member: false })).toBe(M.outsideAudience);
  });
});

describe('checkAnswers', () => {
  const good = [
    { questionId: 10, optionIds: [2] },
    { questionId: 11, optionIds: [3, 1] },
    { questionId: 13, rating: 4 },
  ];
  it('accepts a good sheet, storing multiple choices in design order and skipping blank optional ones', () => {
    expect(checkAnswers(design, good)).toEqual({
      ok: true,
      answers: [
        { questionId: 10, optionIds: [2] },
        { questionId: 11, optionIds: [1, 3] },
        { questionId: 13, rating: 4 },
      ],
    });
  });
  it('required questions, counted from 1', () => {
    expect(checkAnswers(design, good.slice(1))).toEqual({ ok: false, message: '请回答第 1 题' });
    expect(checkAnswers(design, [good[0]!, { questionId: 11, optionIds: [] }, good[2]!])).toEqual({
      ok: false,
      message: '请回答第 2 题',
    });
  });
  it('option ids must belong to the question; single takes one', () => {
    expect(checkAnswers(design, [{ questionId: 10, optionIds: [9] }, ...good.slice(1)])).toEqual({
      ok: false,
      message: '第 1 题的选项无效',
    });
    expect(checkAnswers(design, [{ questionId: 10, optionIds: [1, 2] }, ...good.slice(1)])).toEqual({
      ok: false,
      message: '第 1 题的选项无效',
    });
  });
  it('multiple-choice min/max', () => {
    const sheet = [good[0]!, { questionId: 11, optionIds: [1, 2, 3] }, good[2]!];
    expect(checkAnswers(design, sheet)).toEqual({ ok: false, message: '第 2 题最多选择 2 项' });
    const min2 = design.map((x) => (x.id === 11 ? { ...x, minChoices: 2 } : x));
    expect(
      checkAnswers(
        min2,
        good.map((a) => (a.questionId === 11 ? { ...a, optionIds: [1] } : a)),
      ),
    ).toEqual({
      ok: false,
      message: '第 2 题至少选择 2 项',
    });
  });
  it('text length (characters, trimmed) and rating 1..5', () => {
    expect(checkAnswers(design, [...good, { questionId: 12, text: '一二三四五六' }])).toEqual({
      ok: false,
      message: '第 3 题不能超过 5 个字',
    });
    expect(checkAnswers(design, [...good, { questionId: 12, text: '  一二三四五 ' }])).toMatchObject({ ok: true });
    for (const rating of [0, 6, 2.5])
      expect(checkAnswers(design, [...good.slice(0, 2), { questionId: 13, rating }])).toEqual({
        ok: false,
        message: '第 4 题请打 1–5 分',
      });
  });
  it('a question of another questionnaire is refused', () => {
    expect(checkAnswers(design, [...good, { questionId: 99, text: 'x' }])).toEqual({
      ok: false,
      message: M.questionUnknown,
    });
  });
});

describe('designProblem', () => {
  const base = {
    title: '满意度',
    audience: { kind: 'all' as const, offeringId: null, grade: null },
    opensAt: new Date('2026-09-01T00:00:00Z'),
    closesAt: new Date('2026-09-30T00:00:00Z'),
    questions: design.map(({ id: _id, ...rest }) => rest),
  };
  it('accepts a good design', () => expect(designProblem(base)).toBeNull());
  it('refuses what cannot be answered', () => {
    expect(designProblem({ ...base, title: ' ' })).toBe(M.titleRequired);
    expect(designProblem({ ...base, questions: [] })).toBe(M.questionsRequired);
    expect(designProblem({ ...base, closesAt: base.opensAt })).toBe(M.windowInvalid);
    expect(designProblem({ ...base, audience: { kind: 'class', offeringId: null, grade: null } })).toBe(
      M.audienceClassRequired,
    );
    expect(designProblem({ ...base, audience: { kind: 'grade', offeringId: null, grade: null } })).toBe(
      M.audienceGradeRequired,
    );
    const one = [{ ...base.questions[0]!, options: [{ id: 1, label: 'A' }] }];
    expect(designProblem({ ...base, questions: one })).toBe('第 1 题至少需要 2 个选项');
    const badRange = [{ ...base.questions[1]!, minChoices: 3, maxChoices: 2 }];
    expect(designProblem({ ...base, questions: badRange })).toBe('第 1 题的最少/最多选择数不合理');
  });
});

it('percent and average', () => {
  expect(percentOf(1, 3)).toBe(33.3);
  expect(percentOf(0, 0)).toBe(0);
  expect(averageOf([4, 5, 5])).toBe(4.67);
  expect(averageOf([])).toBeNull();
});
