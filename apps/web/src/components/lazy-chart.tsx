import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import './lazy-chart.css';

/** A chart drawn into an element; what the setup modules' draw functions return (ECharts' instance, narrowed). */
interface DrawnChart {
  resize(): void;
  dispose(): void;
}

/**
 * Draws a chart whose library loads on demand: `load` imports the chart's setup module (dynamic import), so
 * ECharts is fetched the first time a page actually draws a chart, never with the entry or another page. The
 * chart follows its box's width; a failed load leaves the caption (the pages list the same figures as text).
 */
export function LazyChart<T>({
  load,
  data,
  height,
  label,
  compact,
}: {
  load: () => Promise<(el: HTMLElement, data: T, compact: boolean) => DrawnChart>;
  data: T;
  height: number;
  /** What the chart shows, for screen readers (the figures are also listed on the page). */
  label: string;
  compact: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');

  useEffect(() => {
    let chart: DrawnChart | null = null;
    let observer: ResizeObserver | null = null;
    let gone = false;
    load()
      .then((draw) => {
        if (gone || !box.current) return;
        chart = draw(box.current, data, compact);
        observer = new ResizeObserver(() => chart?.resize());
        observer.observe(box.current);
        setState('drawn');
      })
      .catch(() => {
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      observer?.disconnect();
      chart?.dispose();
    };
  }, [load, data, compact]);

  return (
    <div className="exam-chart" style={{ height }}>
      <div ref={box} className="exam-chart__canvas" role="img" aria-label={label} style={{ height }} />
      {state === 'loading' && <Spin className="exam-chart__spin" />}
      {state === 'failed' && <div className="exam-chart__failed">图表加载失败，请刷新重试</div>}
    </div>
  );
}
