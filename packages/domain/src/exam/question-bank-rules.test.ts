import { describe, expect, it } from 'vitest';
import {
  QUESTION_BANK_MESSAGES as M,
  blankMarkerCount,
  paperFormProblems,
  paperTotalTenths,
  questionFormProblems,
  toTenths,
  type PaperForm,
  type QuestionForm,
} from './question-bank-rules';

const q = (o: Partial<QuestionForm> = {}): QuestionForm => ({
  type: '0',
  stem: '1 + 1 = ?',
  options: [
    { text: '1', isRight: false },
    { text: '2', isRight: true },
  ],
  blanks: [],
  isTrue: null,
  reference: null,
  score: 2,
  knowledgePoints: ['加法'],
  children: [],
  ...o,
});
const messages = (form: QuestionForm) => questionFormProblems(form).map((p) => p.message);
const paper = (o: Partial<PaperForm> = {}): PaperForm => ({
  title: '期中卷',
  durationMinutes: 60,
  sections: [{ title: '一、选择题', items: [{ questionId: 1, score: 3 }] }],
  ...o,
});

describe('question form rules', () => {
  it('accepts a single choice with exactly one right option and refuses none or two', () => {
    expect(questionFormProblems(q())).toEqual([]);
    expect(
      messages(
        q({
          options: [
            { text: 'a', isRight: false },
            { text: 'b', isRight: false },
          ],
        }),
      ),
    ).toContain(M.singleOneRight);
    expect(
      messages(
        q({
          options: [
            { text: 'a', isRight: true },
            { text: 'b', isRight: true },
          ],
        }),
      ),
    ).toContain(M.singleOneRight);
  });
  it('a multiple choice needs two right options and 2-4 options with text', () => {
    const two = [
      { text: 'a', isRight: true },
      { text: 'b', isRight: true },
      { text: 'c', isRight: false },
    ];
    expect(questionFormProblems(q({ type: '1', options: two }))).toEqual([]);
    expect(messages(q({ type: '1' }))).toContain(M.multipleTwoRight);
    expect(messages(q({ options: [{ text: 'a', isRight: true }] }))).toContain(M.optionCount);
    const five = Array.from({ length: 5 }, (_, i) => ({ text: `${i}`, isRight: i === 0 }));
    expect(messages(q({ options: five }))).toContain(M.optionCount);
    expect(
      questionFormProblems(
        q({
          options: [
            { text: ' ', isRight: true },
            { text: 'b', isRight: false },
          ],
        }),
      ),
    ).toEqual([{ path: ['options', 0, 'text'], message: M.optionText }]);
  });
  it('a fill-in has as many blanks as ＿＿ markers, each with an accepted answer', () => {
    expect(blankMarkerCount('x = ____，y = ＿＿')).toBe(2);
    const fill = q({ type: '3', stem: 'x = ____，y = ＿＿', options: [], blanks: [['1'], ['2', '二']] });
    expect(questionFormProblems(fill)).toEqual([]);
    expect(messages({ ...fill, blanks: [['1']] })).toContain(M.blanksMatch);
    expect(questionFormProblems({ ...fill, blanks: [['1'], [' ']] })).toEqual([
      { path: ['blanks', 1], message: M.blankAnswer },
    ]);
  });
  it('a photo question (拍照作答) is a fill-in without blanks that needs a reference for its marker', () => {
    const photo = q({ type: '3', stem: '写出解题过程并拍照上传', options: [], manual: true, reference: 'x=2（4分）' });
    expect(questionFormProblems(photo)).toEqual([]);
    expect(questionFormProblems({ ...photo, reference: ' ' })).toEqual([
      { path: ['reference'], message: M.manualReference },
    ]);
    expect(messages({ ...photo, type: '0' })).toEqual([M.manualType]);
  });
  it('true/false needs its verdict, oral its reference', () => {
    expect(messages(q({ type: '4', options: [] }))).toEqual([M.verdict]);
    expect(questionFormProblems(q({ type: '4', options: [], isTrue: false }))).toEqual([]);
    expect(messages(q({ type: '2', options: [], reference: ' ' }))).toEqual([M.reference]);
  });
  it('scores are positive with one decimal at most', () => {
    expect(toTenths(2.5)).toBe(25);
    expect(toTenths(0.3)).toBe(3);
    expect(toTenths(0)).toBeNull();
    expect(toTenths(1.25)).toBeNull();
    expect(toTenths(101)).toBeNull();
    expect(messages(q({ score: -1 }))).toEqual([M.score]);
  });
  it('a combined question needs sub-questions, none combined, each checked at its own path', () => {
    const part = { ...q(), type: '4', options: [], isTrue: true };
    expect(questionFormProblems(q({ type: '100', options: [], children: [part] }))).toEqual([]);
    expect(messages(q({ type: '100', options: [], children: [] }))).toEqual([M.children]);
    expect(questionFormProblems(q({ type: '100', children: [{ ...part, type: '100' }] }))).toEqual([
      { path: ['children', 0, 'type'], message: M.childType },
    ]);
    expect(questionFormProblems(q({ type: '100', children: [{ ...part, isTrue: null }] }))).toEqual([
      { path: ['children', 0, 'isTrue'], message: M.verdict },
    ]);
  });
  it('knowledge points: at most 10, none blank', () => {
    expect(messages(q({ knowledgePoints: [' '] }))).toEqual([M.knowledgePoint]);
  });
});

describe('paper form rules', () => {
  it('a paper with one section and one question is fine and totals its points in tenths', () => {
    expect(paperFormProblems(paper())).toEqual([]);
    expect(
      paperTotalTenths([
        {
          title: 'a',
          items: [
            { questionId: 1, score: 2.5 },
            { questionId: 2, score: 3 },
          ],
        },
      ]),
    ).toBe(55);
  });
  it('needs a section, and no empty section', () => {
    expect(paperFormProblems(paper({ sections: [] })).map((p) => p.message)).toEqual([M.noSection]);
    expect(paperFormProblems(paper({ sections: [{ title: '二', items: [] }] }))).toEqual([
      { path: ['sections', 0, 'items'], message: M.emptySection },
    ]);
  });
  it('refuses a zero score and a question used twice', () => {
    const sections = [
      { title: '一', items: [{ questionId: 1, score: 0 }] },
      { title: '二', items: [{ questionId: 1, score: 2 }] },
    ];
    expect(paperFormProblems(paper({ sections }))).toEqual([
      { path: ['sections', 0, 'items', 0, 'score'], message: M.itemScore },
      { path: ['sections', 1, 'items', 0, 'questionId'], message: M.duplicate },
    ]);
  });
  it('needs a title and a duration of 1-300 minutes', () => {
    expect(paperFormProblems(paper({ title: ' ', durationMinutes: 0 })).map((p) => p.message)).toEqual([
      M.paperTitle,
      M.duration,
    ]);
  });
});
