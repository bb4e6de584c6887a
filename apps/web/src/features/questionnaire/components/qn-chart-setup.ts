import { init, use, type ComposeOption } from 'echarts/core';
import { BarChart, PieChart, type BarSeriesOption, type PieSeriesOption } from 'echarts/charts';
import {
  GridComponent,
  TooltipComponent,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { QuestionResult } from '@salt/domain';

// Only what the result charts need; imported dynamically, so ECharts is a chunk of its own for the result page.
use([BarChart, PieChart, GridComponent, TooltipComponent, CanvasRenderer]);

type Option = ComposeOption<BarSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption>;

const COLOURS = ['#1677ff', '#52c41a', '#faad14', '#eb2f96', '#13c2c2', '#722ed1', '#fa541c', '#2f54eb'];

/** 单选: a pie of the options' shares; 多选: bars (shares may add past 100%); 评分: bars of the scores 1–5. */
export function chartOption(q: QuestionResult, compact: boolean): Option {
  if (q.kind === 'single')
    return {
      color: COLOURS,
      tooltip: { trigger: 'item', confine: true, formatter: '{b}：{c} 人（{d}%）' },
      series: [
        {
          type: 'pie',
          radius: compact ? ['30%', '58%'] : ['35%', '65%'],
          label: { formatter: '{b}\n{d}%', fontSize: compact ? 11 : 12 },
          data: q.options.map((o) => ({ name: o.label, value: o.count })),
        },
      ],
    };
  const bars =
    q.kind === 'rating'
      ? q.distribution.map((d) => ({ name: `${d.score} 分`, value: d.count, percent: d.percent }))
      : q.options.map((o) => ({ name: o.label, value: o.count, percent: o.percent }));
  return {
    color: [q.kind === 'rating' ? '#faad14' : '#1677ff'],
    tooltip: { trigger: 'axis', confine: true },
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: bars.map((b) => b.name), axisLabel: { interval: 0, fontSize: compact ? 10 : 12 } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        barMaxWidth: 36,
        data: bars.map((b) => b.value),
        label: { show: true, position: 'top', formatter: (p) => `${bars[p.dataIndex]?.percent ?? 0}%` },
      },
    ],
  };
}

export function drawQuestion(el: HTMLElement, q: QuestionResult, compact: boolean) {
  const chart = init(el);
  chart.setOption(chartOption(q, compact));
  return chart;
}
