import { REPORT_KIND_TEXT, type ReportKind } from '@salt/domain';

/** '2026-10' -> '2026年10月'; 'final' -> '结课'. */
export function periodText(period: string): string {
  if (period === 'final') return '结课';
  const [y, m] = period.split('-');
  return `${y}年${Number(m)}月`;
}

/** '2026年10月 月度报告', '结课报告'. */
export function reportTitle(kind: ReportKind, period: string): string {
  return kind === 'final' ? REPORT_KIND_TEXT.final : `${periodText(period)} ${REPORT_KIND_TEXT.monthly}`;
}

/** A percentage or a dash when there is nothing to measure. */
export const percentText = (n: number | null): string => (n === null ? '—' : `${n}%`);
export const scoreText = (n: number | null): string => (n === null ? '—' : `${n}`);

export const ATTENDANCE_TEXT = { live: '直播出勤', playback: '回放补课', absent: '缺勤' } as const;
export const HOMEWORK_TEXT = {
  onTime: '按时提交',
  late: '迟交',
  missing: '未提交',
  open: '未到期',
  none: '无作业',
} as const;
