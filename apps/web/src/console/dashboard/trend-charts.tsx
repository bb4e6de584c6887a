import { useEffect, useMemo, useRef } from 'react';
import { Card, Col, Grid, Row } from 'antd';
import { init, use, type EChartsCoreOption } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ConsoleDashboardDay } from '@salt/domain';
import { pupilsOption, salesOption } from './trend-options';

// Only the parts the two charts draw: this module is the dashboard's lazy chunk (React.lazy in dashboard-page).
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** One ECharts canvas that follows its box's width (a phone turned, the sider folded). */
function Chart({ option, label }: { option: EChartsCoreOption; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const chart = init(box.current, undefined, { renderer: 'canvas' });
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option]);
  return <div ref={box} role="img" aria-label={label} style={{ width: '100%', height: 280 }} />;
}

/** The last 30 days: sales (admins only) and new pupils, side by side on a wide screen, stacked on a phone. */
export default function TrendCharts({ trend, showSales }: { trend: ConsoleDashboardDay[]; showSales: boolean }) {
  const compact = Grid.useBreakpoint().md === false;
  // Stable options: a new object each render would redraw the charts from scratch.
  const sales = useMemo(() => salesOption(trend, compact), [trend, compact]);
  const pupils = useMemo(() => pupilsOption(trend, compact), [trend, compact]);
  return (
    <Row gutter={[16, 16]}>
      {showSales && (
        <Col xs={24} xl={12}>
          <Card title="近 30 天订单与收入" size="small">
            <Chart option={sales} label="近 30 天每日订单数与收入" />
          </Card>
        </Col>
      )}
      <Col xs={24} xl={showSales ? 12 : 24}>
        <Card title="近 30 天新学员" size="small">
          <Chart option={pupils} label="近 30 天每日新学员数" />
        </Card>
      </Col>
    </Row>
  );
}
