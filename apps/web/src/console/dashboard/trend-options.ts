import type { ConsoleDashboardDay } from '@salt/domain';

/**
 * The dashboard trends' ECharts options, kept apart from ECharts itself (types only) so they are plain data and
 * testable without a canvas. Days label as 'MM-DD'; revenue is drawn in yuan (fen / 100).
 */
const label = (day: string) => day.slice(5);

const grid = (compact: boolean) => ({
  left: compact ? 40 : 56,
  right: compact ? 40 : 56,
  top: 40,
  bottom: compact ? 28 : 32,
});

/** Paid orders (bars, left axis) and revenue in yuan (line, right axis) per day. */
export function salesOption(trend: readonly ConsoleDashboardDay[], compact: boolean) {
  return {
    grid: grid(compact),
    legend: { data: ['订单数', '收入（元）'], top: 0 },
    tooltip: { trigger: 'axis' as const, confine: true },
    xAxis: { type: 'category' as const, data: trend.map((d) => label(d.day)) },
    yAxis: [
      { type: 'value' as const, name: compact ? '' : '订单', minInterval: 1 },
      { type: 'value' as const, name: compact ? '' : '元', splitLine: { show: false } },
    ],
    series: [
      { type: 'bar' as const, name: '订单数', data: trend.map((d) => d.orders ?? 0), itemStyle: { color: '#1677ff' } },
      {
        type: 'line' as const,
        name: '收入（元）',
        yAxisIndex: 1,
        smooth: true,
        data: trend.map((d) => (d.revenueFen ?? 0) / 100),
        itemStyle: { color: '#fa8c16' },
      },
    ],
  };
}

/** New pupils per day (a line). */
export function pupilsOption(trend: readonly ConsoleDashboardDay[], compact: boolean) {
  return {
    grid: grid(compact),
    legend: { data: ['新学员'], top: 0 },
    tooltip: { trigger: 'axis' as const, confine: true },
    xAxis: { type: 'category' as const, data: trend.map((d) => label(d.day)) },
    yAxis: { type: 'value' as const, minInterval: 1 },
    series: [
      {
        type: 'line' as const,
        name: '新学员',
        smooth: true,
        data: trend.map((d) => d.newPupils),
        itemStyle: { color: '#52c41a' },
        areaStyle: { color: 'rgba(82, 196, 26, 0.12)' },
      },
    ],
  };
}
