import { describe, expect, it } from 'vitest';
import { EXAM_QUESTION_TYPE as T, markQuestion, type ExamAnswer } from '@salt/domain';
import type { QuestionRecord } from './question-rows';
import { toPaperQuestionFromRecord } from './question-rows';
import { analysisView, questionView, rightAnswerOf, transcriptOf } from './question-views';

const base = {
  subject: '3',
  grade: '8',
  scoreTenths: 20,
  difficulty: 2,
  knowledgePoints: ['听力理解'],
  analysis: '注意时间。',
  analysisFiles: [],
  blanks: null,
  manual: false,
  isTrue: null,
  reference: null,
  listening: null,
  options: [],
  children: [],
};
const choice = (id: number, right: string): QuestionRecord => ({
  ...base,
  id,
  key: `k${id}`,
  type: T.single,
  stem: `Q${id}`,
  options: ['A', 'B', 'C', 'D'].map((label, i) => ({ id: id * 10 + i, label, text: label, isRight: label === right })),
});
const passage: QuestionRecord = {
  ...base,
  id: 1,
  key: 'k1',
  type: T.combined,
  stem: '听对话',
  scoreTenths: 40,
  listening: {
    audioUrl: '/uploads/demo/listening/k1.mp3',
    playLimit: 2,
    script: [
      { speaker: 'narrator', text: 'Listen.' },
      { speaker: 'man', text: 'Hi.' },
      { speaker: 'woman', text: 'Hello.' },
    ],
  },
  children: [
    choice(2, 'B'),
    { ...base, id: 3, key: 'k3', type: T.fillIn, stem: '____', blanks: [['went', 'had gone']] },
  ],
};

describe('question views', () => {
  it('while answering: no right answer of any kind, points as on the paper, parts numbered under the question', () => {
    const view = questionView(passage, toPaperQuestionFromRecord(passage, 100), '5');
    const text = JSON.stringify(view);
    expect(text).not.toMatch(/isRight|went|had gone|Listen\.|Hello\.|transcript|rightAnswer/);
    expect(view).toMatchObject({ number: '5', score: 10, listening: { playLimit: 2, playsLeft: 2 } });
    expect(view.children.map((c) => [c.number, c.score, c.blanks])).toEqual([
      ['5(1)', 5, 0],
      ['5(2)', 5, 1],
    ]);
    expect(questionView(passage, toPaperQuestionFromRecord(passage), '1', 0).listening!.playsLeft).toBe(0);
  });

  it('after: right answers, marks per part, transcript and audio', () => {
    const paper = toPaperQuestionFromRecord(passage);
    const answers = new Map<number, ExamAnswer>([
      [2, '21'],
      [3, ['gone']],
    ]);
    const view = analysisView(passage, paper, '1', { answers, mark: markQuestion(paper, answers) });
    expect(view).toMatchObject({ verdict: 'partial', earned: 2, transcript: 'Listen.\nM: Hi.\nW: Hello.' });
    expect(view.children.map((c) => [c.verdict, c.rightAnswer, c.myAnswer])).toEqual([
      ['right', ['B'], '21'],
      ['wrong', ['went / had gone'], ['gone']],
    ]);
    // The notebook shows a question as wrong without an answer.
    expect(analysisView(passage, paper, '1', { answers: new Map(), mark: null })).toMatchObject({ verdict: 'wrong' });
  });

  it('right answers per type', () => {
    expect(rightAnswerOf({ ...base, id: 9, key: 'k9', type: T.trueFalse, stem: '', isTrue: false })).toEqual(['false']);
    expect(rightAnswerOf({ ...base, id: 9, key: 'k9', type: T.oral, stem: '', reference: 'Read.' })).toEqual(['Read.']);
    expect(rightAnswerOf(passage)).toEqual([]);
    expect(transcriptOf(choice(4, 'A'))).toBeNull();
  });
});
