import { init, use, type ComposeOption, type EChartsType } from 'echarts/core';
import { RadarChart, type RadarSeriesOption } from 'echarts/charts';
import {
  RadarComponent,
  TooltipComponent,
  type RadarComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { RadarData } from './chart-data';

// Only what the radar needs: this module is imported dynamically by the chart component, so ECharts is its own
// chunk, downloaded by the report pages that draw a chart and by no other page.
use([RadarChart, RadarComponent, TooltipComponent, CanvasRenderer]);

type Option = ComposeOption<RadarSeriesOption | RadarComponentOption | TooltipComponentOption>;

const BLUE = '#1677ff';
const WARN = '#fa541c';

export function radarOption(data: RadarData, compact: boolean): Option {
  const weak = new Set(data.weakest);
  return {
    tooltip: { trigger: 'item', confine: true },
    radar: {
      indicator: data.indicators.map((i) => ({ ...i, color: weak.has(i.name) ? WARN : '#595959' })),
      radius: compact ? '58%' : '68%',
      splitNumber: 4,
      axisName: { fontSize: compact ? 11 : 13 },
      splitArea: { areaStyle: { color: ['#f7faff', '#eef4ff'] } },
    },
    series: [
      {
        type: 'radar',
        name: '知识点掌握度',
        data: [{ value: data.values, name: '掌握度(%)' }],
        symbolSize: 6,
        lineStyle: { color: BLUE, width: 2 },
        itemStyle: { color: BLUE },
        areaStyle: { color: 'rgba(22, 119, 255, 0.22)' },
      },
    ],
  };
}

export function drawRadar(el: HTMLElement, data: RadarData, compact: boolean): EChartsType {
  const chart = init(el, undefined, { renderer: 'canvas' });
  chart.setOption(radarOption(data, compact));
  return chart;
}
