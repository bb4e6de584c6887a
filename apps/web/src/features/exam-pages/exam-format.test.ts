import { describe, expect, it } from 'vitest';
import {
  durationText,
  examActions,
  idleText,
  myAnswerText,
  pointsText,
  rightAnswerText,
  scorePercent,
  scoreText,
  timeUsedText,
  windowText,
} from './exam-format';
import { analysisQuestion, listItem } from './test-kit';

describe('scores', () => {
  it('a score waiting for a teacher says 待批改; marked ones show their points with at most one decimal', () => {
    expect(scoreText(null)).toBe('待批改');
    expect(scoreText(86)).toBe('86');
    expect(scoreText(86.5)).toBe('86.5');
    expect(scoreText(0)).toBe('0');
    expect(pointsText(12.04)).toBe('12');
  });

  it('the share of the paper is rounded down and absent while pending', () => {
    expect(scorePercent(86.9, 100)).toBe(86);
    expect(scorePercent(30, 40)).toBe(75);
    expect(scorePercent(null, 100)).toBeNull();
    expect(scorePercent(5, 0)).toBeNull();
  });
});

describe('times', () => {
  it('durations and time used read naturally', () => {
    expect(durationText(5400)).toBe('1 小时 30 分钟');
    expect(durationText(3600)).toBe('1 小时');
    expect(durationText(2700)).toBe('45 分钟');
    expect(timeUsedText(2292)).toBe('38分12秒');
    expect(timeUsedText(3903)).toBe('1时05分03秒');
    expect(timeUsedText(45)).toBe('45秒');
  });

  it('the window is in China time, open ends said as such', () => {
    expect(windowText('2025-03-01T02:00:00.000Z', '2025-03-08T02:00:00.000Z')).toBe('03-01 10:00 至 03-08 10:00');
    expect(windowText(null, '2025-03-08T02:00:00.000Z')).toBe('截至 03-08 10:00');
    expect(windowText(null, null)).toBe('随时可考');
  });
});

describe('list actions follow canStart, openSessionId and latestSessionId', () => {
  it('an open exam not yet taken offers 开始', () => {
    expect(examActions(listItem()).map((a) => a.label)).toEqual(['开始']);
  });

  it('an attempt under way offers 继续 (the runner resumes it), not a second start', () => {
    const actions = examActions(listItem({ openSessionId: 9, canStart: true }));
    expect(actions.map((a) => [a.label, a.target])).toEqual([['继续', 'runner']]);
  });

  it('a handed-in exam offers 查看报告 of the latest attempt; a repeatable one also 再考一次', () => {
    const done = listItem({
      status: 'marked',
      statusText: '已批改',
      canStart: false,
      attemptsUsed: 1,
      latestSessionId: 70,
    });
    expect(examActions(done).map((a) => [a.label, a.sessionId])).toEqual([['查看报告', 70]]);
    const mock = listItem({ kind: 'mock', maxAttempts: null, attemptsUsed: 2, latestSessionId: 71 });
    expect(examActions(mock).map((a) => a.label)).toEqual(['再考一次', '查看报告']);
  });

  it('an exam that allows nothing says why', () => {
    const future = listItem({ status: 'notStarted', statusText: '未开始', canStart: false });
    expect(examActions(future)).toEqual([]);
    expect(idleText(future)).toBe('未开始');
    expect(idleText(listItem({ status: 'ended', canStart: false }))).toBe('已结束');
    expect(idleText(listItem({ status: 'submitted', canStart: false, attemptsUsed: 1, maxAttempts: 1 }))).toBe(
      '次数已用完',
    );
  });
});

describe('answers in words', () => {
  it('choices by label, true/false as 正确/错误, blanks in order with their alternatives', () => {
    const single = analysisQuestion();
    expect(myAnswerText(single, '11')).toBe('A');
    expect(rightAnswerText(single)).toBe('B');
    const multiple = analysisQuestion({
      type: '1',
      options: [
        { optionId: 21, label: 'A', text: 'x', isRight: true },
        { optionId: 22, label: 'B', text: 'y', isRight: false },
        { optionId: 23, label: 'C', text: 'z', isRight: true },
      ],
      rightAnswer: ['A', 'C'],
    });
    expect(myAnswerText(multiple, ['23', '21'])).toBe('A、C');
    expect(rightAnswerText(multiple)).toBe('A、C');
    const judge = analysisQuestion({ type: '4', options: [], rightAnswer: ['false'] });
    expect(myAnswerText(judge, 'true')).toBe('正确');
    expect(rightAnswerText(judge)).toBe('错误');
    const fill = analysisQuestion({ type: '3', options: [], blanks: 2, rightAnswer: ['17', '8|八'] });
    expect(myAnswerText(fill, ['17', ''])).toBe('17；（空）');
    expect(rightAnswerText(fill)).toBe('17；8 或 八');
  });

  it('unanswered and file-only answers have no words (the page says 未作答 or plays the file)', () => {
    expect(myAnswerText(analysisQuestion(), null)).toBeNull();
    expect(myAnswerText(analysisQuestion({ type: '2' }), ['/uploads/audio/4/a.webm'])).toBeNull();
  });
});
