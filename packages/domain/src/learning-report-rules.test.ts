import { describe, expect, it } from 'vitest';
import {
  chinaMonthOf,
  chinaMonthRange,
  homeworkState,
  monthIsOver,
  parseReportMonth,
  previousChinaMonth,
  reportHeadline,
  examScorePercent,
  sessionAttendance,
  summariseAttendance,
  summariseHomework,
} from './learning-report-rules';

describe('report months (China time)', () => {
  it('a month is its China calendar month, end exclusive', () => {
    expect(chinaMonthRange('2026-11')).toEqual({
      start: new Date('2026-10-31T16:00:00Z'),
      end: new Date('2026-11-30T16:00:00Z'),
    });
    expect(chinaMonthRange('2026-12').end).toEqual(new Date('2026-12-31T16:00:00Z'));
  });
  it('an instant belongs to the China month, not the UTC one', () => {
    expect(chinaMonthOf(new Date('2026-10-31T16:00:00Z'))).toBe('2026-11');
    expect(chinaMonthOf(new Date('2026-10-31T15:59:59Z'))).toBe('2026-10');
  });
  it('the job on the 1st reports on the month before, also across the year', () => {
    expect(previousChinaMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-11');
    expect(previousChinaMonth(new Date('2027-01-01T00:00:00+08:00'))).toBe('2026-12');
  });
  it('a month may be reported only once it is over', () => {
    expect(monthIsOver('2026-11', new Date('2026-11-30T15:59:59Z'))).toBe(false);
    expect(monthIsOver('2026-11', new Date('2026-11-30T16:00:00Z'))).toBe(true);
  });
  it('only YYYY-MM with a real month parses', () => {
    expect(parseReportMonth('2026-11')).toEqual({ year: 2026, month: 11 });
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', ''])
      expect(parseReportMonth(bad)).toBeNull();
  });
});

describe('attendance', () => {
  it('live presence wins; else the recording watched to 80 %; else absent', () => {
    expect(sessionAttendance({ presentLive: true, watchedSec: 0, durationSec: 3600 })).toBe('live');
    expect(sessionAttendance({ presentLive: false, watchedSec: 2880, durationSec: 3600 })).toBe('playback');
    expect(sessionAttendance({ presentLive: false, watchedSec: 2879, durationSec: 3600 })).toBe('absent');
    expect(sessionAttendance({ presentLive: false, watchedSec: 100, durationSec: null })).toBe('absent');
  });
  it('the rate counts live and playback over the sessions', () => {
    expect(summariseAttendance(['live', 'live', 'playback', 'absent'])).toEqual({
      sessions: 4,
      live: 2,
      playback: 1,
      absent: 1,
      ratePercent: 75,
    });
    expect(summariseAttendance([]).ratePercent).toBeNull();
  });
});

describe('homework', () => {
  const deadline = new Date('2026-11-10T12:00:00Z');
  const now = new Date('2026-11-20T00:00:00Z');
  it('on time includes the 10 s grace; later is late; never and past due is missing', () => {
    expect(homeworkState({ deadline, submittedAt: new Date('2026-11-10T12:00:10Z') }, now)).toBe('onTime');
    expect(homeworkState({ deadline, submittedAt: new Date('2026-11-10T12:00:11Z') }, now)).toBe('late');
    expect(homeworkState({ deadline, submittedAt: null }, now)).toBe('missing');
    expect(homeworkState({ deadline, submittedAt: null }, new Date('2026-11-10T11:00:00Z'))).toBe('open');
  });
  it('the on-time share leaves open ones out; the average takes marked scores only', () => {
    const s = summariseHomework([
      { state: 'onTime', score: 90 },
      { state: 'late', score: 75 },
      { state: 'missing', score: null },
      { state: 'open', score: null },
      { state: 'onTime', score: null },
    ]);
    expect(s).toMatchObject({ set: 5, onTime: 2, late: 1, missing: 1, open: 1, onTimePercent: 50, averageScore: 82.5 });
    expect(summariseHomework([{ state: 'open', score: null }])).toMatchObject({
      onTimePercent: null,
      averageScore: null,
    });
  });
});

describe('exam score and the headline', () => {
  it('scores are a percentage of the paper, one decimal', () => {
    expect(examScorePercent(865, 1000)).toBe(86.5);
    expect(examScorePercent(2, 3)).toBe(66.7);
    expect(examScorePercent(0, 0)).toBeNull();
  });
  it('the headline names attendance, homework and a weak point under 60 %', () => {
    const attendance = summariseAttendance(['live', 'playback', 'live']);
    const homework = summariseHomework([{ state: 'onTime', score: 90 }]);
    expect(reportHeadline({ attendance, homework, weakest: { point: '一元一次方程', percent: 55 } })).toBe(
      '3 节课全勤，作业全部按时完成，「一元一次方程」需要加强',
    );
    expect(
      reportHeadline({
        attendance: summariseAttendance(['live', 'absent']),
        homework: summariseHomework([
          { state: 'late', score: 60 },
          { state: 'onTime', score: 80 },
        ]),
        weakest: { point: '整式', percent: 80 },
      }),
    ).toBe('2 节课出勤 1 节，作业按时完成 1/2');
  });
});
