import type { LearningReportFigures } from '@salt/domain';

/**
 * What the report's charts draw, as plain data (the setup module only turns it into ECharts options, so tests check
 * the mapping without the chart library).
 */

export interface AttendanceData {
  slices: { name: string; value: number; color: string }[];
}

export interface SessionBarsData {
  labels: string[];
  scores: (number | null)[];
  /** The colour of each bar: on time, late, missing. */
  colors: string[];
}

export interface MasteryData {
  points: string[];
  percents: number[];
}

export const ATTENDANCE_COLOURS = { live: '#1677ff', playback: '#13c2c2', absent: '#ff7875' } as const;
const HOMEWORK_COLOURS = { onTime: '#52c41a', late: '#faad14', missing: '#ff7875', open: '#d9d9d9' } as const;

/** Live, playback and absent as a donut; nothing to draw without sessions. */
export function attendanceData(f: LearningReportFigures): AttendanceData | null {
  const a = f.attendance;
  if (a.sessions === 0) return null;
  return {
    slices: [
      { name: '直播出勤', value: a.live, color: ATTENDANCE_COLOURS.live },
      { name: '回放补课', value: a.playback, color: ATTENDANCE_COLOURS.playback },
      { name: '缺勤', value: a.absent, color: ATTENDANCE_COLOURS.absent },
    ].filter((s) => s.value > 0),
  };
}

/** One bar per session that set homework: its score (missing: 0 in red), coloured by on time / late / missing. */
export function homeworkBars(f: LearningReportFigures): SessionBarsData | null {
  const rows = f.sessions.filter((s) => s.homework !== 'none');
  if (rows.length === 0) return null;
  return {
    labels: rows.map((s) => `第${s.seq}讲`),
    scores: rows.map((s) => (s.homework === 'missing' ? 0 : s.homeworkScore)),
    colors: rows.map((s) => HOMEWORK_COLOURS[s.homework as keyof typeof HOMEWORK_COLOURS]),
  };
}

/** Knowledge-point mastery, weakest first, at most 8 points (the list under the chart has them all). */
export function masteryData(f: LearningReportFigures): MasteryData | null {
  if (f.mastery.length === 0) return null;
  const sorted = [...f.mastery].sort((a, b) => a.percent - b.percent).slice(0, 8);
  return { points: sorted.map((m) => m.point), percents: sorted.map((m) => m.percent) };
}
