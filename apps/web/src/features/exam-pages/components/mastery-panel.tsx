import { useMemo } from 'react';
import { Empty, Progress, Tag } from 'antd';
import type { ExamMastery } from '@salt/domain';
import { radarData, weakestOf } from '../charts/chart-data';
import { LazyChart } from '../../../components/lazy-chart';
import { loadRadar } from '../charts/chart-loaders';
import { pointsText } from '../exam-format';

/**
 * Knowledge-point mastery: a radar chart (three points or more) beside the same figures as a list, the weakest
 * points marked. The list is what screen readers and a failed chart load fall back on.
 */
export function MasteryPanel({ mastery, compact }: { mastery: readonly ExamMastery[]; compact: boolean }) {
  const radar = useMemo(() => radarData(mastery), [mastery]);
  const weakest = useMemo(() => new Set(weakestOf(mastery)), [mastery]);
  if (mastery.length === 0) {
    return (
      <section className="exam-panel mastery-panel">
        <h2>知识点掌握度</h2>
        <Empty description="批改完成后显示各知识点的掌握情况" />
      </section>
    );
  }
  return (
    <section className="exam-panel mastery-panel" aria-label="知识点掌握度">
      <h2>知识点掌握度</h2>
      <div className="mastery-panel__body">
        {radar && (
          <div className="mastery-panel__chart">
            <LazyChart
              load={loadRadar}
              data={radar}
              height={compact ? 280 : 360}
              compact={compact}
              label={`知识点掌握度雷达图：${mastery.map((m) => `${m.point} ${m.percent}%`).join('，')}`}
            />
          </div>
        )}
        <ul className="mastery-list">
          {mastery.map((m) => (
            <li key={m.point} data-testid={`mastery-${m.point}`}>
              <div className="mastery-list__name">
                {m.point}
                {weakest.has(m.point) && <Tag color="volcano">薄弱</Tag>}
              </div>
              <Progress
                percent={m.percent}
                size="small"
                strokeColor={weakest.has(m.point) ? '#fa541c' : '#1677ff'}
                format={(p) => `${p}%`}
              />
              <div className="mastery-list__detail">
                {m.questions} 题 · 得 {pointsText(m.earned)} / {pointsText(m.possible)} 分
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
