import { describe, expect, it } from 'vitest';
import {
  chinaDateOf,
  chinaInstant,
  chinaTimeOf,
  chinaWeekdayOf,
  periodMismatches,
  periodsOfSessions,
  scheduleLabel,
  scheduleProblem,
  scheduleSessions,
  weekdayLabel,
  weekdaysNamedIn,
  type ClassSchedule,
} from './class-schedule';

// 2026-11-25 is a Wednesday.
const wednesdays: ClassSchedule = {
  firstDate: '2026-11-25',
  weekdays: [3],
  startTime: '19:00',
  endTime: '20:30',
  lessonCount: 16,
};

describe('scheduleSessions', () => {
  it('makes one session a week on the weekday, at the wall-clock times in China', () => {
    const sessions = scheduleSessions(wednesdays);
    expect(sessions).toHaveLength(16);
    expect(sessions[0]!.startAt.toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(sessions[0]!.endAt.toISOString()).toBe('2026-11-25T12:30:00.000Z');
    expect(sessions.every((s) => chinaWeekdayOf(s.startAt) === 3)).toBe(true);
    expect(sessions.every((s) => chinaTimeOf(s.startAt) === '19:00' && chinaTimeOf(s.endAt) === '20:30')).toBe(true);
    expect(chinaDateOf(sessions[15]!.startAt)).toBe('2027-03-10');
  });

  it('several weekdays a week, and every day', () => {
    const twice = scheduleSessions({ ...wednesdays, firstDate: '2026-11-28', weekdays: [6, 0], lessonCount: 4 });
    expect(twice.map((s) => chinaDateOf(s.startAt))).toEqual(['2026-11-28', '2026-11-29', '2026-12-05', '2026-12-06']);
    const daily = scheduleSessions({ ...wednesdays, weekdays: [0, 1, 2, 3, 4, 5, 6], lessonCount: 8 });
    expect(chinaDateOf(daily[7]!.startAt)).toBe('2026-12-02');
  });

  it('a session just after midnight in China is on that China day', () => {
    const [s] = scheduleSessions({ ...wednesdays, startTime: '00:30', endTime: '01:30', lessonCount: 1 });
    expect(s!.startAt.toISOString()).toBe('2026-11-24T16:30:00.000Z');
    expect(chinaDateOf(s!.startAt)).toBe('2026-11-25');
  });

  it('refuses a schedule that cannot be kept', () => {
    expect(scheduleProblem(wednesdays)).toBeNull();
    expect(scheduleProblem({ ...wednesdays, firstDate: '2026-11-26' })).toBe('首次上课日期不在上课星期内');
    expect(scheduleProblem({ ...wednesdays, endTime: '18:00' })).toBe('下课时间须晚于上课时间');
    expect(scheduleProblem({ ...wednesdays, lessonCount: 0 })).toBe('课次数无效');
    expect(scheduleProblem({ ...wednesdays, weekdays: [] })).toBe('上课星期无效');
    expect(scheduleProblem({ ...wednesdays, startTime: '7:00' })).toBe('上课时间无效');
    expect(() => scheduleSessions({ ...wednesdays, firstDate: '2026-02-30' })).toThrow();
  });
});

describe('periodsOfSessions', () => {
  it('derives the period the shop shows: first and last date, times, number of sessions', () => {
    expect(periodsOfSessions(scheduleSessions(wednesdays))).toEqual([
      { startDate: '2026-11-25', endDate: '2027-03-10', startTime: '19:00', endTime: '20:30', lessonCount: 16 },
    ]);
  });

  it('one period per time of day, earliest first; none without sessions', () => {
    const sessions = [
      ...scheduleSessions({
        ...wednesdays,
        firstDate: '2026-12-05',
        weekdays: [6],
        startTime: '09:00',
        endTime: '11:00',
        lessonCount: 2,
      }),
      ...scheduleSessions({ ...wednesdays, lessonCount: 2 }),
    ];
    expect(periodsOfSessions(sessions)).toEqual([
      { startDate: '2026-11-25', endDate: '2026-12-02', startTime: '19:00', endTime: '20:30', lessonCount: 2 },
      { startDate: '2026-12-05', endDate: '2026-12-12', startTime: '09:00', endTime: '11:00', lessonCount: 2 },
    ]);
    expect(periodsOfSessions([])).toEqual([]);
  });
});

describe('labels', () => {
  it('names weekdays from Monday and the part of the day', () => {
    expect(weekdayLabel([3])).toBe('周三');
    expect(weekdayLabel([0, 6])).toBe('周六、周日');
    expect(weekdayLabel([0, 1, 2, 3, 4, 5, 6])).toBe('每天');
    expect(scheduleLabel(wednesdays)).toBe('周三晚');
    expect(scheduleLabel({ weekdays: [6], startTime: '09:00' })).toBe('周六上午');
    expect(scheduleLabel({ weekdays: [0, 1, 2, 3, 4, 5, 6], startTime: '14:00' })).toBe('每天下午');
  });

  it('reads the weekdays a class name states', () => {
    expect(weekdaysNamedIn('基础班（周三晚）')).toEqual([3]);
    expect(weekdaysNamedIn('提高班（周二、四晚）')).toEqual([2, 4]);
    expect(weekdaysNamedIn('周六、周日上午')).toEqual([6, 0]);
    expect(weekdaysNamedIn('周末班')).toEqual([6, 0]);
    expect(weekdaysNamedIn('星期天下午')).toEqual([0]);
    expect(weekdaysNamedIn('每天下午')).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdaysNamedIn('拼读班')).toBeNull();
  });
});

describe('periodMismatches', () => {
  const sessions = scheduleSessions(wednesdays);
  const period = periodsOfSessions(sessions);

  it('none when the shop shows what the sessions are', () => {
    expect(periodMismatches(period, sessions, '基础班（周三晚）')).toEqual([]);
    // Times stored as 'HH:mm:ss' read the same.
    expect(periodMismatches([{ ...period[0]!, startTime: '19:00:00', endTime: '20:30:00' }], sessions)).toEqual([]);
  });

  it('the issue: 16 Wednesday evenings advertised, 12 Sunday mornings delivered from an earlier date', () => {
    const delivered = scheduleSessions({
      firstDate: '2026-11-01',
      weekdays: [0],
      startTime: '09:58',
      endTime: '11:28',
      lessonCount: 12,
    });
    const problems = periodMismatches(
      [{ startDate: '2026-11-28', endDate: '2027-03-13', startTime: '19:00', endTime: '20:30', lessonCount: 16 }],
      delivered,
      '基础班（周三晚）',
    );
    expect(problems).toContain('展示共16讲，实际12个课次');
    expect(problems.some((p) => p.startsWith('展示的时间 2026-11-28~2027-03-13 19:00-20:30'))).toBe(true);
    expect(problems.some((p) => p.startsWith('课次 2026-11-01~2027-01-17 09:58-11:28'))).toBe(true);
    expect(problems).toContain('班级名称写周三，课次在周日');
  });

  it('a wrong first date, a wrong end time, a wrong weekday in the name each show', () => {
    expect(periodMismatches([{ ...period[0]!, startDate: '2026-11-28' }], sessions)).toHaveLength(2);
    expect(periodMismatches([{ ...period[0]!, endTime: '21:00' }], sessions)).toHaveLength(2);
    expect(periodMismatches(period, sessions, '周四晚班')).toEqual(['班级名称写周四，课次在周三']);
  });

  it('a period shown for a class without sessions, and sessions without a period', () => {
    expect(periodMismatches(period, [])).toContain('班级没有课次，却展示了开课时间');
    expect(periodMismatches([], sessions)).toContain('展示共0讲，实际16个课次');
    expect(periodMismatches([], [])).toEqual([]);
  });

  it('a holiday course named 每天 that meets every day agrees', () => {
    const daily = scheduleSessions({ ...wednesdays, weekdays: [0, 1, 2, 3, 4, 5, 6], lessonCount: 8 });
    expect(periodMismatches(periodsOfSessions(daily), daily, '集训班（每天下午）')).toEqual([]);
    // Five days in a row do not meet every day.
    const five = daily.slice(0, 5);
    expect(periodMismatches(periodsOfSessions(five), five, '集训班（每天下午）')).toHaveLength(1);
  });

  it('a wall-clock instant round-trips', () => {
    expect(chinaTimeOf(chinaInstant('2026-11-25', '19:00'))).toBe('19:00');
  });
});
