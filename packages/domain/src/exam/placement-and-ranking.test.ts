import { describe, expect, it } from 'vitest';
import { placementLevel, scorePercent } from './placement-level';
import { rankAmong } from './exam-ranking';
import { examStatus, EXAM_STATUS_TEXT } from './exam-status';

describe('placement level', () => {
  it('maps the share of the paper to the shop’s class levels', () => {
    expect(placementLevel(0, 50)).toBe('1');
    expect(placementLevel(29, 50)).toBe('1');
    expect(placementLevel(30, 50)).toBe('2');
    expect(placementLevel(40, 50)).toBe('3');
    expect(placementLevel(47, 50)).toBe('4');
    expect(placementLevel(50, 50)).toBe('4');
  });
  it('takes thresholds in any order and a paper without points as the lowest level', () => {
    const t = [
      { minPercent: 50, level: 'B' },
      { minPercent: 0, level: 'A' },
    ];
    expect(placementLevel(6, 10, t)).toBe('B');
    expect(placementLevel(0, 0, t)).toBe('A');
  });
  it('rounds the percentage down (59.9 % is not 60 %)', () => {
    expect(scorePercent(599, 1000)).toBe(59);
    expect(placementLevel(599, 1000)).toBe('1');
  });
});

describe('rank among takers', () => {
  it('shares a rank on equal scores and says whom the pupil beat', () => {
    const scores = [95, 88, 88, 70, 60];
    expect(rankAmong(scores, 95)).toEqual({ rank: 1, takers: 5, beatPercent: 100 });
    expect(rankAmong(scores, 88)).toEqual({ rank: 2, takers: 5, beatPercent: 50 });
    expect(rankAmong(scores, 60)).toEqual({ rank: 5, takers: 5, beatPercent: 0 });
  });
  it('puts a lone taker first, beating nobody', () => {
    expect(rankAmong([80], 80)).toEqual({ rank: 1, takers: 1, beatPercent: 0 });
  });
});

describe('exam status in my list', () => {
  it('follows the window until a paper is handed in', () => {
    expect(EXAM_STATUS_TEXT[examStatus('notOpen', null)]).toBe('未开始');
    expect(EXAM_STATUS_TEXT[examStatus('open', null)]).toBe('进行中');
    expect(EXAM_STATUS_TEXT[examStatus('open', { committed: false, pendingManual: false })]).toBe('进行中');
    expect(EXAM_STATUS_TEXT[examStatus('closed', null)]).toBe('已结束');
  });
  it('says 已交卷 while a teacher still marks, 已批改 after', () => {
    expect(EXAM_STATUS_TEXT[examStatus('open', { committed: true, pendingManual: true })]).toBe('已交卷');
    expect(EXAM_STATUS_TEXT[examStatus('closed', { committed: true, pendingManual: false })]).toBe('已批改');
  });
});
