import { Button, Empty, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { QUESTION_KIND_TEXT, type QuestionResult } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { useQuestionnaireResult } from '../api/questionnaire-result';
import { QuestionChart } from '../components/question-chart';
import './questionnaire.css';

/** 问卷结果 (/questionnaire/result?id=): per question a chart (choices, ratings) or the newest text answers. */
export function QuestionnaireResultPage() {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const result = useQuestionnaireResult(id);
  return (
    <div className={`qn-page${mobile ? ' is-m' : ''}`} data-testid="qn-result">
      <Link to="/questionnaire/list?tab=answered" className="qn-back">
        ‹ 返回问卷列表
      </Link>
      {id <= 0 ? (
        <div className="qn-state">请从问卷列表中选择要查看的问卷</div>
      ) : result.isPending ? (
        <div className="qn-state">加载中…</div>
      ) : result.error ? (
        <div className="qn-state is-error" role="alert">
          {result.error.message}
          <div>
            <Link to={`/questionnaire/list?id=${id}`}>
              <Button>去填写问卷</Button>
            </Link>
          </div>
        </div>
      ) : (
        <>
          <div className="qn-head">
            <h2>{result.data.title}</h2>
            <span className="qn-muted">
              共 {result.data.respondents} 人参与{result.data.anonymous ? ' · 匿名问卷' : ''}
            </span>
          </div>
          {result.data.questions.map((q, i) => (
            <QuestionBlock key={q.questionId} q={q} n={i + 1} compact={mobile} />
          ))}
        </>
      )}
    </div>
  );
}

function QuestionBlock({ q, n, compact }: { q: QuestionResult; n: number; compact: boolean }) {
  return (
    <section className="qn-card qn-result" data-testid="qn-result-question">
      <div className="qn-question__title">
        <span className="qn-no">{n}.</span>
        {q.title}
        <Tag>{QUESTION_KIND_TEXT[q.kind]}</Tag>
        <span className="qn-muted">{q.answered} 人作答</span>
      </div>
      {q.kind === 'text' ? (
        q.texts.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无回答" />
        ) : (
          <ul className="qn-texts" aria-label="文字回答">
            {q.texts.map((t, i) => (
              <li key={i}>{t.text}</li>
            ))}
            {q.textTotal > q.texts.length && (
              <li className="qn-muted">
                … 共 {q.textTotal} 条回答，显示最新 {q.texts.length} 条
              </li>
            )}
          </ul>
        )
      ) : q.answered === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无回答" />
      ) : (
        <div className="qn-result__body">
          <QuestionChart q={q} compact={compact} />
          <table className="qn-figures">
            <tbody>
              {q.kind === 'rating' && (
                <tr>
                  <th>平均分</th>
                  <td colSpan={2}>{q.average ?? '—'}</td>
                </tr>
              )}
              {(q.kind === 'rating'
                ? q.distribution.map((d) => ({
                    key: d.score,
                    label: `${d.score} 分`,
                    count: d.count,
                    percent: d.percent,
                  }))
                : q.options.map((o) => ({ key: o.id, label: o.label, count: o.count, percent: o.percent }))
              ).map((r) => (
                <tr key={r.key}>
                  <th>{r.label}</th>
                  <td>{r.count} 人</td>
                  <td>{r.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
