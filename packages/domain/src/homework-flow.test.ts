import { describe, expect, it } from 'vitest';
import {
  homeworkView,
  isPastQuizEnd,
  mergeImageResubmission,
  parseImageAnswer,
  viewAfterSubmit,
  type HomeworkFlowInput,
} from './homework-flow';

const now = new Date('2025-03-01T10:00:00Z');
const future = new Date(now.getTime() + 3600_000).toISOString();
const choice = (answer?: string) => ({ questionType: 'single_select', answer: answer ? { answer } : null });
const image = (answer?: object) => ({
  questionType: 'image_question',
  answer: answer ? { answer: JSON.stringify(answer) } : null,
});
const input = (o: Partial<HomeworkFlowInput>): HomeworkFlowInput => ({
  quiz: { questions: [choice('1')] },
  quizAnswer: { quizAnswerType: '1', endTime: future },
  now,
  retriedOnce: false,
  ...o,
});

describe('homework flow decision', () => {
  it('no quiz bound: noQuiz', () => expect(homeworkView(input({ quiz: null }))).toBe('noQuiz'));

  it('no answer record: retry once, then review', () => {
    expect(homeworkView(input({ quizAnswer: null }))).toBe('retry');
    expect(homeworkView(input({ quizAnswer: null, retriedOnce: true }))).toBe('review');
  });

  it('past endTime + 10 s: review, whatever the type', () => {
    const end = new Date(now.getTime() - 10_001).toISOString();
    expect(
      homeworkView(input({ quizAnswer: { quizAnswerType: '1', endTime: end }, quiz: { questions: [choice()] } })),
    ).toBe('review');
    expect(
      homeworkView(
        input({ quizAnswer: { quizAnswerType: '2', endTime: end }, quiz: { questions: [image({ img: ['/a'] })] } }),
      ),
    ).toBe('review');
  });

  it('within the 10 s grace the deadline has not passed', () => {
    const end = new Date(now.getTime() - 10_000).toISOString();
    expect(isPastQuizEnd(end, now)).toBe(false);
    expect(
      homeworkView(input({ quizAnswer: { quizAnswerType: '1', endTime: end }, quiz: { questions: [choice()] } })),
    ).toBe('submit');
  });

  it('submitted, image question last, no first submission and no feedback: reupload', () =>
    expect(
      homeworkView(
        input({
          quizAnswer: { quizAnswerType: '2', endTime: future },
          quiz: { questions: [choice('1'), image({ img: ['/uploads/a.jpg'], text: '', file: [] })] },
        }),
      ),
    ).toBe('reupload'));

  it('submitted, image question last with firstImg: review', () =>
    expect(
      homeworkView(
        input({
          quizAnswer: { quizAnswerType: '2', endTime: future },
          quiz: { questions: [image({ img: ['/b'], firstImg: ['/a'], firstTime: 'x', text: '', file: [] })] },
        }),
      ),
    ).toBe('review'));

  it('submitted, image question last with tutor feedback: review', () =>
    expect(
      homeworkView(
        input({
          quizAnswer: { quizAnswerType: '2', endTime: future, quizAnswerReplyOver: '{"text":"好","img":[]}' },
          quiz: { questions: [image({ img: ['/a'] })] },
        }),
      ),
    ).toBe('review'));

  it('submitted, other question last: review', () =>
    expect(homeworkView(input({ quizAnswer: { quizAnswerType: '2', endTime: future } }))).toBe('review'));

  it('not submitted, last question answered: sendFinal', () =>
    expect(homeworkView(input({ quiz: { questions: [choice(), choice('12')] } }))).toBe('sendFinal'));

  it('not submitted, last question not answered: submit', () => {
    expect(homeworkView(input({ quiz: { questions: [choice('1'), choice()] } }))).toBe('submit');
    expect(homeworkView(input({ quiz: { questions: [choice('1'), choice('  ')] } }))).toBe('submit');
    expect(homeworkView(input({ quiz: { questions: [] } }))).toBe('submit');
  });

  it('after submit: reupload when the last question is an image question, else review', () => {
    expect(viewAfterSubmit([choice(), image()])).toBe('reupload');
    expect(viewAfterSubmit([image(), choice()])).toBe('review');
  });
});

describe('image answers', () => {
  it('parses, tolerating junk', () => {
    expect(parseImageAnswer('{"img":["/a",3],"text":"t","file":[]}')).toEqual({ img: ['/a'], text: 't', file: [] });
    expect(parseImageAnswer('not json')).toEqual({ img: [], text: '', file: [] });
    expect(parseImageAnswer(null)).toEqual({ img: [], text: '', file: [] });
    expect(parseImageAnswer('[1]')).toEqual({ img: [], text: '', file: [] });
  });

  it('a second submission keeps the first photos and time and adds the new ones', () => {
    const first = { img: ['/a'], text: '', file: [] };
    const second = mergeImageResubmission(first, { img: ['/b'], text: 'again', file: [] }, '2025-03-01T10:00:00.000Z');
    expect(second).toEqual({
      img: ['/b'],
      text: 'again',
      file: [],
      firstImg: ['/a'],
      firstTime: '2025-03-01T10:00:00.000Z',
    });
    const third = mergeImageResubmission(second, { img: ['/c'], text: '', file: [] }, 'later');
    expect(third.firstImg).toEqual(['/a']);
    expect(third.firstTime).toBe('2025-03-01T10:00:00.000Z');
    expect(third.img).toEqual(['/c']);
  });
});
