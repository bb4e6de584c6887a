import { describe, expect, it } from 'vitest';
import {
  autoScore,
  fillScore,
  isChoiceType,
  markAnswer,
  markingKindOf,
  normaliseFillAnswer,
  parseTrueFalse,
  splitOptionIds,
} from './quiz-marking';

const options = (right: number[], ids = [11, 12, 13, 14]) =>
  ids.map((optionId) => ({ optionId, optionIsRight: right.includes(optionId) }));

describe('question types', () => {
  it.each([
    ['single_select', 'single'],
    ['0', 'single'],
    ['multi_select', 'multi'],
    ['1', 'multi'],
    ['fill_blank', 'fill'],
    ['3', 'fill'],
    ['4', 'trueFalse'],
    ['image_question', 'subjective'],
    ['2', 'subjective'],
    ['100', 'subjective'],
    ['whatever', 'subjective'],
  ])('%s is marked as %s', (type, kind) => expect(markingKindOf(type)).toBe(kind));
  it('choice types', () => {
    expect(isChoiceType('single_select')).toBe(true);
    expect(isChoiceType('1')).toBe(true);
    expect(isChoiceType('fill_blank')).toBe(false);
  });
});

describe('single choice', () => {
  const q = { questionType: 'single_select', options: options([12]) };
  it('right option id', () => expect(markAnswer(q, '12')).toBe(true));
  it('trims', () => expect(markAnswer(q, ' 12 ')).toBe(true));
  it('wrong option', () => expect(markAnswer(q, '11')).toBe(false));
  it('empty answer is wrong', () => {
    expect(markAnswer(q, '')).toBe(false);
    expect(markAnswer(q, null)).toBe(false);
  });
  it('two ids are wrong', () => expect(markAnswer(q, '12,11')).toBe(false));
});

describe('multi-select', () => {
  const q = { questionType: 'multi_select', options: options([11, 13]) };
  it('order-insensitive', () => {
    expect(markAnswer(q, '11,13')).toBe(true);
    expect(markAnswer(q, '13,11')).toBe(true);
    expect(markAnswer(q, ' 13 ， 11 ')).toBe(true);
  });
  it('all or nothing', () => {
    expect(markAnswer(q, '11')).toBe(false);
    expect(markAnswer(q, '11,12,13')).toBe(false);
  });
  it('duplicates count once', () => expect(markAnswer(q, '11,11,13')).toBe(true));
  it('a question without right options is never right', () =>
    expect(markAnswer({ questionType: '1', options: options([]) }, '11')).toBe(false));
  it('splits ids', () => expect(splitOptionIds('3, 1,,2,1')).toEqual(['1', '2', '3']));
});

describe('fill-in', () => {
  const q = { questionType: 'fill_blank', options: [], rightAnswer: 'Paris' };
  it('case and spaces', () => expect(markAnswer(q, '  paris ')).toBe(true));
  it('full-width letters', () => expect(markAnswer(q, 'ＰＡＲＩＳ')).toBe(true));
  it('wrong text', () => expect(markAnswer(q, 'London')).toBe(false));
  it('alternatives', () => {
    const alt = { questionType: '3', options: [], rightAnswer: '1/2|0.5' };
    expect(markAnswer(alt, '０．５')).toBe(true);
    expect(markAnswer(alt, '1/2')).toBe(true);
    expect(markAnswer(alt, '2')).toBe(false);
  });
  it('no right answer recorded: never right', () =>
    expect(markAnswer({ questionType: 'fill_blank', options: [], rightAnswer: null }, 'x')).toBe(false));
  it('normalises', () => expect(normaliseFillAnswer('\u3000Ａ  Ｂ\tｃ，')).toBe('a b c,'));
});

describe('true/false', () => {
  it('by options', () => {
    const q = { questionType: '4', options: options([21], [21, 22]) };
    expect(markAnswer(q, '21')).toBe(true);
    expect(markAnswer(q, '22')).toBe(false);
  });
  it('by right answer word', () => {
    const q = { questionType: '4', options: [], rightAnswer: 'true' };
    expect(markAnswer(q, '对')).toBe(true);
    expect(markAnswer(q, '√')).toBe(true);
    expect(markAnswer(q, 'false')).toBe(false);
    expect(markAnswer(q, '也许')).toBe(false);
  });
  it('parses words', () => {
    expect(parseTrueFalse('正确')).toBe(true);
    expect(parseTrueFalse('错')).toBe(false);
    expect(parseTrueFalse('?')).toBeNull();
  });
});

describe('subjective questions are left to a person', () => {
  it.each(['image_question', '2', '100'])('%s', (type) =>
    expect(markAnswer({ questionType: type, options: [] }, 'anything')).toBeNull(),
  );
});

describe('auto score 0-100', () => {
  it('scales from question scores over the objective questions', () => {
    expect(
      autoScore([
        { score: 10, isRight: true, subjective: false },
        { score: 30, isRight: false, subjective: false },
        { score: 60, isRight: null, subjective: true },
      ]),
    ).toBe(25);
  });
  it('all right is 100, none is 0', () => {
    expect(autoScore([{ score: 5, isRight: true, subjective: false }])).toBe(100);
    expect(autoScore([{ score: 5, isRight: false, subjective: false }])).toBe(0);
  });
  it('rounds', () =>
    expect(
      autoScore([
        { score: 1, isRight: true, subjective: false },
        { score: 2, isRight: false, subjective: false },
      ]),
    ).toBe(33));
  it('no objective points: 0', () => {
    expect(autoScore([{ score: 10, isRight: null, subjective: true }])).toBe(0);
    expect(autoScore([])).toBe(0);
  });
  it('fills the score placeholder', () => expect(fillScore('本次作业得分{score}分', 80)).toBe('本次作业得分80分'));
});
