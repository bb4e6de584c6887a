import { init, use, type ComposeOption, type EChartsType } from 'echarts/core';
import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  TooltipComponent,
  type GridComponentOption,
  type LegendComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

// Only what the summary draws; imported dynamically, so ECharts loads with this page alone (as the reports do).
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

type Option = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

export interface DailyData {
  days: string[];
  values: number[];
}
export interface ClassRatesData {
  classes: string[];
  attendance: (number | null)[];
  homework: (number | null)[];
}

const draw = (el: HTMLElement, option: Option): EChartsType => {
  const chart = init(el, undefined, { renderer: 'svg' });
  chart.setOption(option);
  return chart;
};

/** New pupils per day of the range. */
export function drawDaily(el: HTMLElement, data: DailyData, compact: boolean): EChartsType {
  return draw(el, {
    tooltip: { trigger: 'axis', confine: true },
    grid: { left: 32, right: 12, top: 16, bottom: 28 },
    xAxis: { type: 'category', data: data.days.map((d) => d.slice(5)), axisLabel: { fontSize: compact ? 10 : 12 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ type: 'bar', name: '新增学员', data: data.values, itemStyle: { color: '#FF7A2E' } }],
  });
}

/** Attendance and homework rates per class. */
export function drawClassRates(el: HTMLElement, data: ClassRatesData, compact: boolean): EChartsType {
  return draw(el, {
    tooltip: { trigger: 'axis', confine: true, valueFormatter: (v) => (v === null ? '—' : `${String(v)}%`) },
    legend: { bottom: 0, textStyle: { fontSize: compact ? 11 : 12 } },
    grid: { left: 36, right: 12, top: 16, bottom: 40, containLabel: true },
    xAxis: {
      type: 'category',
      data: data.classes,
      // Many classes: every name, slanted, cut to a width that fits.
      axisLabel: {
        fontSize: compact ? 10 : 12,
        interval: 0,
        rotate: data.classes.length > 4 ? 35 : 0,
        width: data.classes.length > 4 ? 80 : 140,
        overflow: 'truncate',
      },
    },
    yAxis: { type: 'value', min: 0, max: 100, interval: 25 },
    series: [
      { type: 'bar', name: '出勤率', data: data.attendance, itemStyle: { color: '#52c41a' } },
      { type: 'bar', name: '作业完成率', data: data.homework, itemStyle: { color: '#1677ff' } },
    ],
  });
}
