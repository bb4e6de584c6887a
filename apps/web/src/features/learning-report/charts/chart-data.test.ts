import { describe, expect, it } from 'vitest';
import type { LearningReportFigures } from '@salt/domain';
import { attendanceData, homeworkBars, masteryData } from './chart-data';

const figures = (o: Partial<LearningReportFigures> = {}): LearningReportFigures => ({
  headline: '',
  attendance: { sessions: 4, live: 2, playback: 1, absent: 1, ratePercent: 75 },
  homework: { set: 2, onTime: 1, late: 0, missing: 1, open: 0, onTimePercent: 50, averageScore: 90 },
  sessions: [
    { chapterId: 1, seq: 1, title: '第1讲', startAt: '', attendance: 'live', homework: 'onTime', homeworkScore: 90 },
    { chapterId: 2, seq: 2, title: '第2讲', startAt: '', attendance: 'live', homework: 'none', homeworkScore: null },
    {
      chapterId: 3,
      seq: 3,
      title: '第3讲',
      startAt: '',
      attendance: 'absent',
      homework: 'missing',
      homeworkScore: null,
    },
  ],
  exams: [],
  mastery: [
    { point: '勾股定理', percent: 90, questions: 2 },
    { point: '一次函数', percent: 40, questions: 3 },
  ],
  classAverage: { attendanceRate: 80, homeworkOnTimePercent: 60, homeworkAverage: 85, pupils: 12 },
  ...o,
});

describe('report chart data', () => {
  it('attendance: the non-empty slices; nothing without sessions', () => {
    expect(attendanceData(figures())!.slices.map((s) => [s.name, s.value])).toEqual([
      ['直播出勤', 2],
      ['回放补课', 1],
      ['缺勤', 1],
    ]);
    expect(
      attendanceData(figures({ attendance: { sessions: 0, live: 0, playback: 0, absent: 0, ratePercent: null } })),
    ).toBeNull();
  });
  it('homework: one bar per session that set homework, a missing one at 0 in red', () => {
    const bars = homeworkBars(figures())!;
    expect(bars.labels).toEqual(['第1讲', '第3讲']);
    expect(bars.scores).toEqual([90, 0]);
    expect(bars.colors[1]).toBe('#ff7875');
  });
  it('mastery: weakest first', () => {
    expect(masteryData(figures())).toEqual({ points: ['一次函数', '勾股定理'], percents: [40, 90] });
    expect(masteryData(figures({ mastery: [] }))).toBeNull();
  });
});
