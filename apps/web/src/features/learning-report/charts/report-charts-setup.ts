import { init, use, type ComposeOption, type EChartsType } from 'echarts/core';
import { BarChart, PieChart, type BarSeriesOption, type PieSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { AttendanceData, MasteryData, SessionBarsData } from './chart-data';

// Only what the report draws; imported dynamically, so ECharts is a chunk of its own loaded by this page alone.
// SVG, not canvas: 保存图片 / 保存PDF copy the report's DOM, and SVG is DOM (a canvas copies as a blank box).
use([PieChart, BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<
  PieSeriesOption | BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

const draw = (el: HTMLElement, option: Option): EChartsType => {
  const chart = init(el, undefined, { renderer: 'svg' });
  chart.setOption(option);
  return chart;
};

export function drawAttendance(el: HTMLElement, data: AttendanceData, compact: boolean): EChartsType {
  return draw(el, {
    tooltip: { trigger: 'item', formatter: '{b}：{c} 节（{d}%）', confine: true },
    legend: { bottom: 0, itemWidth: 12, itemHeight: 12, textStyle: { fontSize: compact ? 11 : 12 } },
    series: [
      {
        type: 'pie',
        radius: ['45%', '70%'],
        center: ['50%', '44%'],
        label: { formatter: '{c} 节', fontSize: compact ? 11 : 12 },
        data: data.slices.map((s) => ({ name: s.name, value: s.value, itemStyle: { color: s.color } })),
      },
    ],
  });
}

export function drawHomework(el: HTMLElement, data: SessionBarsData, compact: boolean): EChartsType {
  return draw(el, {
    tooltip: { trigger: 'axis', confine: true },
    grid: { left: 36, right: 12, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: data.labels, axisLabel: { fontSize: compact ? 10 : 12 } },
    yAxis: { type: 'value', min: 0, max: 100, interval: 25 },
    series: [
      {
        type: 'bar',
        name: '作业得分',
        barMaxWidth: 28,
        data: data.scores.map((v, i) => ({ value: v ?? 0, itemStyle: { color: data.colors[i] } })),
        label: { show: true, position: 'top', fontSize: compact ? 10 : 12 },
      },
    ],
  });
}

export function drawMastery(el: HTMLElement, data: MasteryData, compact: boolean): EChartsType {
  return draw(el, {
    tooltip: { trigger: 'axis', confine: true, valueFormatter: (v) => `${String(v)}%` },
    grid: { left: compact ? 84 : 110, right: 36, top: 8, bottom: 20 },
    xAxis: { type: 'value', min: 0, max: 100, interval: 25 },
    yAxis: { type: 'category', data: data.points, inverse: true, axisLabel: { fontSize: compact ? 11 : 12 } },
    series: [
      {
        type: 'bar',
        name: '掌握度',
        barMaxWidth: 18,
        data: data.percents.map((p) => ({
          value: p,
          itemStyle: { color: p < 60 ? '#ff7875' : p < 80 ? '#faad14' : '#52c41a' },
        })),
        label: { show: true, position: 'right', formatter: '{c}%' },
      },
    ],
  });
}
