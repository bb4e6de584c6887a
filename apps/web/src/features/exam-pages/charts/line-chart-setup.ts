import { init, use, type ComposeOption, type EChartsType } from 'echarts/core';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { TrendPoint } from './chart-data';

// Only what the trend line needs; imported dynamically like the radar, so it shares ECharts' core chunk with it.
use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

// The tooltip is HTML; exam titles are staff-written text and must stay text.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Option = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;

export function trendOption(points: readonly TrendPoint[], compact: boolean): Option {
  return {
    grid: { left: compact ? 36 : 48, right: compact ? 12 : 24, top: 24, bottom: compact ? 28 : 36 },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params) => {
        const first = Array.isArray(params) ? params[0] : params;
        const p = points[first?.dataIndex ?? 0];
        return p ? `${escapeHtml(p.title)}<br/>${p.label} · ${p.score} / ${p.possible} 分（${p.percent}%）` : '';
      },
    },
    // Points sit in the middle of their bands, so the first label never runs into the y-axis labels.
    xAxis: { type: 'category', data: points.map((p) => p.label), boundaryGap: true },
    yAxis: { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        type: 'line',
        name: '得分率',
        data: points.map((p) => p.percent),
        smooth: true,
        symbolSize: 8,
        lineStyle: { width: 3, color: '#1677ff' },
        itemStyle: { color: '#1677ff' },
        areaStyle: { color: 'rgba(22, 119, 255, 0.12)' },
        label: { show: !compact || points.length <= 6, position: 'top', formatter: '{c}%' },
      },
    ],
  };
}

export function drawTrend(el: HTMLElement, points: readonly TrendPoint[], compact: boolean): EChartsType {
  const chart = init(el, undefined, { renderer: 'canvas' });
  chart.setOption(trendOption(points, compact));
  return chart;
}
