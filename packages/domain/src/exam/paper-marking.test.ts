import { describe, expect, it } from 'vitest';
import { EXAM_QUESTION_TYPE as T, markPaper, markQuestion, type PaperQuestion } from './paper-marking';

const single: PaperQuestion = {
  id: 1,
  type: T.single,
  score: 3,
  options: [
    { id: 11, isRight: false },
    { id: 12, isRight: true },
  ],
};
const multiple: PaperQuestion = {
  id: 2,
  type: T.multiple,
  score: 4,
  options: [
    { id: 21, isRight: true },
    { id: 22, isRight: false },
    { id: 23, isRight: true },
    { id: 24, isRight: true },
  ],
};
const fill: PaperQuestion = {
  id: 3,
  type: T.fillIn,
  score: 6,
  blanks: [
    ['1/2', '0.5', '二分之一'],
    ['x=3', '3'],
  ],
};
const trueFalse: PaperQuestion = { id: 4, type: T.trueFalse, score: 2, isTrue: false };
const oral: PaperQuestion = { id: 5, type: T.oral, score: 5 };
const combined: PaperQuestion = {
  id: 6,
  type: T.combined,
  score: 0,
  children: [
    { ...single, id: 61 },
    { ...trueFalse, id: 62 },
  ],
};
const answers = (entries: [number, string | string[]][]) => new Map(entries);

describe('single choice', () => {
  it('gives the points for the right option only', () => {
    expect(markQuestion(single, answers([[1, '12']]))).toMatchObject({ earned: 3, verdict: 'right' });
    expect(markQuestion(single, answers([[1, '11']]))).toMatchObject({ earned: 0, verdict: 'wrong' });
    expect(markQuestion(single, answers([[1, '11,12']]))).toMatchObject({ earned: 0, verdict: 'wrong' });
  });
  it('tells an unanswered question from a wrong one', () => {
    expect(markQuestion(single, answers([]))).toMatchObject({ earned: 0, verdict: 'unanswered' });
    expect(markQuestion(single, answers([[1, '  ']]))).toMatchObject({ verdict: 'unanswered' });
  });
});

describe('multiple choice', () => {
  it('ignores the order and repeats of the chosen options', () => {
    expect(markQuestion(multiple, answers([[2, '24,21,23']]))).toMatchObject({ earned: 4, verdict: 'right' });
    expect(markQuestion(multiple, answers([[2, ['23', '21', '24', '21']]]))).toMatchObject({ verdict: 'right' });
  });
  it('is all or nothing by default', () => {
    expect(markQuestion(multiple, answers([[2, '21,23']]))).toMatchObject({ earned: 0, verdict: 'wrong' });
  });
  it('gives half for some right options and no wrong one when the paper allows', () => {
    const half = { multiPartial: 'half' } as const;
    expect(markQuestion(multiple, answers([[2, '21,23']]), half)).toMatchObject({ earned: 2, verdict: 'partial' });
    expect(markQuestion(multiple, answers([[2, '21,22']]), half)).toMatchObject({ earned: 0, verdict: 'wrong' });
    const odd = { ...multiple, score: 3 };
    expect(markQuestion(odd, answers([[2, '21']]), half)).toMatchObject({ earned: 1.5 });
  });
});

describe('fill-in', () => {
  it('accepts any listed alternative per blank, normalised (full width, case, spaces)', () => {
    // Inner spaces stay (as in homework): 'X = 3' is not 'x=3'.
    expect(markQuestion(fill, answers([[3, ['0.5', 'X = 3']]]))).toMatchObject({ blanks: [true, false] });
    expect(markQuestion(fill, answers([[3, ['二分之一', 'X=3']]]))).toMatchObject({
      earned: 6,
      verdict: 'right',
      blanks: [true, true],
    });
    expect(markQuestion(fill, answers([[3, ['０.５', '３']]]))).toMatchObject({ earned: 6 });
  });
  it('gives each right blank its share', () => {
    expect(markQuestion(fill, answers([[3, ['1/2', '4']]]))).toMatchObject({
      earned: 3,
      verdict: 'partial',
      blanks: [true, false],
    });
  });
  it('never counts an empty blank as right, even where an alternative is empty', () => {
    const loose = { ...fill, blanks: [['', 'a']] };
    expect(markQuestion(loose, answers([[3, ['', 'x']]]))).toMatchObject({ verdict: 'wrong', blanks: [false] });
  });
});

describe('true/false', () => {
  it('reads the usual words for right and wrong', () => {
    expect(markQuestion(trueFalse, answers([[4, '错']]))).toMatchObject({ earned: 2, verdict: 'right' });
    expect(markQuestion(trueFalse, answers([[4, 'false']]))).toMatchObject({ verdict: 'right' });
    expect(markQuestion(trueFalse, answers([[4, '√']]))).toMatchObject({ verdict: 'wrong' });
    expect(markQuestion(trueFalse, answers([[4, 'maybe']]))).toMatchObject({ verdict: 'wrong' });
  });
  it('marks by option when the question has options', () => {
    const byOption = { ...single, id: 4, type: T.trueFalse };
    expect(markQuestion(byOption, answers([[4, '12']]))).toMatchObject({ verdict: 'right' });
  });
});

describe('oral and photo answers', () => {
  it('wait for a teacher, then take the teacher’s points capped at the question’s', () => {
    const recording = answers([[5, '/uploads/audio/5.webm']]);
    expect(markQuestion(oral, recording)).toMatchObject({ earned: null, verdict: 'pending' });
    const marked = (points: number) => ({ multiPartial: 'none' as const, teacherMarks: new Map([[5, points]]) });
    expect(markQuestion(oral, recording, marked(4))).toMatchObject({ earned: 4, verdict: 'partial' });
    expect(markQuestion(oral, recording, marked(9))).toMatchObject({ earned: 5, verdict: 'right' });
  });
  it('needs no teacher for an unanswered one', () => {
    expect(markQuestion(oral, answers([]))).toMatchObject({ earned: 0, verdict: 'unanswered' });
  });
  it('treats a photo-answered question of any type as manual', () => {
    const photo = { ...fill, manual: true };
    expect(markQuestion(photo, answers([[3, ['/uploads/p.jpg']]]))).toMatchObject({ verdict: 'pending' });
  });
});

describe('combined questions', () => {
  it('add up their parts, answered by the parts’ own ids', () => {
    const m = markQuestion(
      combined,
      answers([
        [61, '12'],
        [62, 'true'],
      ]),
    );
    expect(m).toMatchObject({ possible: 5, earned: 3, verdict: 'partial' });
    expect(m.children?.map((c) => c.verdict)).toEqual(['right', 'wrong']);
  });
  it('wait when a part waits', () => {
    const withOral = { ...combined, children: [...combined.children!, { ...oral, id: 63 }] };
    expect(
      markQuestion(
        withOral,
        answers([
          [61, '12'],
          [63, 'a.webm'],
        ]),
      ),
    ).toMatchObject({
      earned: null,
      verdict: 'pending',
    });
  });
});

describe('a whole paper', () => {
  const paper = [single, multiple, fill, trueFalse, oral, combined];
  it('sums the points and leaves the total open while a teacher has to mark', () => {
    const r = markPaper(
      paper,
      answers([
        [1, '12'],
        [2, '21,23,24'],
        [3, ['0.5', '2']],
        [4, '对'],
        [5, 'voice.webm'],
        [61, '12'],
        [62, '错'],
      ]),
    );
    expect(r.possible).toBe(3 + 4 + 6 + 2 + 5 + 5);
    expect(r.earned).toBe(3 + 4 + 3 + 0 + 3 + 2);
    expect(r.pendingPoints).toBe(5);
    expect(r.total).toBeNull();
  });
  it('has a total once nothing waits', () => {
    const r = markPaper([single, trueFalse], answers([[1, '12']]));
    expect(r).toMatchObject({ possible: 5, earned: 3, pendingPoints: 0, total: 3 });
  });
});
