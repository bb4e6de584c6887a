import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import type { QuestionResult } from '@salt/domain';

const load = () => import('./qn-chart-setup').then((m) => m.drawQuestion);

/** One question's chart; ECharts loads on demand and the chart follows its box's width. */
export function QuestionChart({ q, compact }: { q: QuestionResult; compact: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  useEffect(() => {
    let chart: { resize(): void; dispose(): void } | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    load()
      .then((draw) => {
        if (gone || !box.current) return;
        chart = draw(box.current, q, compact);
        observer = new ResizeObserver(() => chart?.resize());
        observer.observe(box.current);
        setState('drawn');
      })
      .catch(() => !gone && setState('failed'));
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.dispose();
    };
  }, [q, compact]);
  const height = compact ? 220 : 260;
  return (
    <div className="qn-chart" style={{ height }}>
      <div ref={box} role="img" aria-label={`${q.title}的统计图`} data-testid="qn-chart" style={{ height }} />
      {state === 'loading' && <Spin className="qn-chart__spin" />}
      {state === 'failed' && <div className="qn-chart__failed">图表加载失败，请刷新重试</div>}
    </div>
  );
}
