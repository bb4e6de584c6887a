import { Empty, Skeleton } from 'antd';
import { useSessionAnalysis } from '../api/session-analysis';
import { AnalysisItem } from './analysis-item';

/** The whole paper after the fact, section by section (答题解析 of a report page). */
export function AnalysisList({ sessionId }: { sessionId: number }) {
  const { data, isPending, error } = useSessionAnalysis(sessionId);
  return (
    <section className="analysis-list" aria-label="答题解析">
      <h2>答题解析</h2>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error ? (
        <Empty description={error.message || '解析加载失败'} />
      ) : (
        data.sections.map((s) => (
          <div key={s.title} className="analysis-list__section">
            <h3>{s.title}</h3>
            {s.questions.map((q) => (
              <AnalysisItem key={q.questionId} q={q} />
            ))}
          </div>
        ))
      )}
    </section>
  );
}
