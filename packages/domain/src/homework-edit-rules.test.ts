import { describe, expect, it } from 'vitest';
import {
  HOMEWORK_EDIT_MESSAGES as M,
  homeworkQuestionsChanged,
  homeworkQuestionsProblems,
  homeworkRemoveProblem,
  homeworkSaveProblem,
  homeworkTotalScore,
  normaliseHomeworkQuestion,
  type HomeworkQuestionDraft,
} from './homework-edit-rules';
import { consoleHomeworkSaveSchema } from './contract/console-homework';

const single = (o: Partial<HomeworkQuestionDraft> = {}): HomeworkQuestionDraft => ({
  type: 'single_select',
  number: '1',
  title: '下列各组线段能组成三角形的是',
  score: 40,
  options: [
    { title: '1、2、3', right: false },
    { title: '3、4、5', right: true },
  ],
  ...o,
});
const fill = (o: Partial<HomeworkQuestionDraft> = {}): HomeworkQuestionDraft => ({
  type: 'fill_blank',
  number: '2',
  title: '三角形两边长为 3 和 7，第三边可取的整数有几个',
  score: 60,
  options: [],
  rightAnswer: '5',
  ...o,
});
const messages = (qs: HomeworkQuestionDraft[]) => homeworkQuestionsProblems(qs).map((i) => i.message);

describe('homework edit rules', () => {
  it('accepts a single-choice and a fill-blank question', () => {
    expect(homeworkQuestionsProblems([single(), fill()])).toEqual([]);
  });

  it('needs at least one question', () => {
    expect(messages([])).toEqual([M.noQuestion]);
  });

  it('needs whole positive scores, at most 100 each', () => {
    expect(messages([single({ score: 0 })])).toEqual([M.score]);
    expect(messages([single({ score: -5 })])).toEqual([M.score]);
    expect(messages([single({ score: 2.5 })])).toEqual([M.score]);
    expect(messages([single({ score: 101 })])).toEqual([M.scoreMax]);
  });

  it('totals the scores', () => {
    expect(homeworkTotalScore([single(), fill()])).toBe(100);
    expect(homeworkTotalScore([single({ score: 3 })])).toBe(3);
  });

  it('a choice question needs two options with text', () => {
    expect(messages([single({ options: [{ title: 'A', right: true }] })])).toEqual([M.tooFewOptions]);
    const blank = homeworkQuestionsProblems([
      single({
        options: [
          { title: ' ', right: false },
          { title: 'B', right: true },
        ],
      }),
    ]);
    expect(blank).toEqual([{ path: ['questions', 0, 'options', 0, 'title'], message: M.optionText }]);
  });

  it('a single-choice question has exactly one right option', () => {
    const none = single({
      options: [
        { title: 'A', right: false },
        { title: 'B', right: false },
      ],
    });
    const two = single({
      options: [
        { title: 'A', right: true },
        { title: 'B', right: true },
      ],
    });
    expect(messages([none])).toEqual([M.singleRight]);
    expect(messages([two])).toEqual([M.singleRight]);
  });

  it('a multi-choice question has at least one right option', () => {
    const none = single({
      type: 'multi_select',
      options: [
        { title: 'A', right: false },
        { title: 'B', right: false },
      ],
    });
    const two = single({
      type: 'multi_select',
      options: [
        { title: 'A', right: true },
        { title: 'B', right: true },
      ],
    });
    expect(messages([none])).toEqual([M.multiRight]);
    expect(messages([two])).toEqual([]);
  });

  it('a fill-blank question needs its right answer', () => {
    expect(homeworkQuestionsProblems([fill({ rightAnswer: '  ' })])).toEqual([
      { path: ['questions', 0, 'rightAnswer'], message: M.fillAnswer },
    ]);
    expect(messages([fill({ rightAnswer: null })])).toEqual([M.fillAnswer]);
  });

  it('a photo question needs neither options nor an answer; an unknown type is refused', () => {
    expect(
      messages([{ type: 'image_question', number: '3', title: '拍照上传解题过程', score: 20, options: [] }]),
    ).toEqual([]);
    expect(messages([single({ type: 'essay' })])).toEqual([M.type]);
  });

  it('needs a number and a stem', () => {
    expect(messages([single({ number: ' ', title: '' })])).toEqual([M.number, M.stem]);
  });

  it('stores a question without what its type does not use', () => {
    expect(
      normaliseHomeworkQuestion(fill({ options: [{ title: 'x', right: true }], rightAnswer: ' 5 ' })),
    ).toMatchObject({
      options: [],
      rightAnswer: '5',
    });
    expect(normaliseHomeworkQuestion(single({ rightAnswer: 'B' })).rightAnswer).toBeNull();
  });

  it('tells a change of questions from a change of title only', () => {
    expect(homeworkQuestionsChanged([single(), fill()], [single(), fill({ rightAnswer: ' 5' })])).toBe(false);
    expect(homeworkQuestionsChanged([single(), fill()], [fill(), single()])).toBe(true);
    expect(homeworkQuestionsChanged([single()], [single({ score: 41 })])).toBe(true);
  });

  it('once a pupil has submitted, questions stay and the homework cannot be removed', () => {
    expect(homeworkSaveProblem({ submitted: 1, questionsChanged: true })).toBe('已有学员提交作业，题目不能再修改');
    expect(homeworkSaveProblem({ submitted: 1, questionsChanged: false })).toBeNull();
    expect(homeworkSaveProblem({ submitted: 0, questionsChanged: true })).toBeNull();
    expect(homeworkRemoveProblem({ submitted: 2 })).toBe(M.lockedRemove);
    expect(homeworkRemoveProblem({ submitted: 0 })).toBeNull();
  });
});

describe('consoleHomeworkSaveSchema', () => {
  const body = { title: '第1讲 课后作业', questions: [single(), fill()], files: [], version: null };
  it('parses a valid body', () => {
    expect(consoleHomeworkSaveSchema.safeParse(body).success).toBe(true);
  });
  it('places the rules’ messages on their fields', () => {
    const r = consoleHomeworkSaveSchema.safeParse({ ...body, questions: [fill({ rightAnswer: '' })] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['questions.0.rightAnswer', M.fillAnswer],
    ]);
  });
  it('refuses a missing title and an empty question list', () => {
    const r = consoleHomeworkSaveSchema.safeParse({ ...body, title: ' ', questions: [] });
    expect(r.error?.issues.map((i) => i.message)).toContain(M.title);
  });
  it('refuses a file path that climbs out', () => {
    const r = consoleHomeworkSaveSchema.safeParse({
      ...body,
      files: [{ fileName: '解析.pdf', fileType: 'pdf', url: '/uploads/../secret' }],
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual([M.fileUrl]);
  });
});
