import { useState } from 'react';
import { Button, DotLoading, ErrorBlock, ProgressBar } from 'antd-mobile';
import type { QbCheckResult, QbQuestion } from '@salt/domain';
import { EXAM_QUESTION_TYPE } from '@salt/domain';
import { useCheckQuestion } from '../api/question-check';
import { useQuestionPage } from '../api/question-page';
import { QUESTION_TYPE_TEXT } from '../exam-format';
import { answerParts, canCheck, checkRequest, type Draft } from '../practice-answer';
import { AnalysisItem } from './analysis-item';
import { AnswerInput } from './answer-input';
import type { Scope } from './scope-picker';

/** Questions are fetched a page at a time and shown one by one. */
const PAGE_SIZE = 10;

/**
 * Practice one question at a time: answer, 提交 checks it at once (right or wrong, the right answer and the
 * analysis), then 下一题. Oral questions cannot be checked in practice and are passed over with 跳过.
 */
export function PracticeSession({ scope, point, onExit }: { scope: Scope; point: string | null; onExit: () => void }) {
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>({});
  const [result, setResult] = useState<QbCheckResult | null>(null);
  const [tally, setTally] = useState({ right: 0, done: 0 });
  const current = Math.floor(index / PAGE_SIZE) + 1;
  const page = useQuestionPage({
    ...scope,
    ...(point ? { knowledgePoint: point } : {}),
    current,
    size: PAGE_SIZE,
  });
  const check = useCheckQuestion();

  const total = page.data?.total ?? 0;
  // While the next page loads the previous one is kept (placeholder): wait for the page that holds `index`.
  const onPage = page.data && page.data.current === current ? page.data.records : null;
  const q: QbQuestion | undefined = onPage?.[index % PAGE_SIZE];

  const next = () => {
    setResult(null);
    setDraft({});
    setIndex((i) => i + 1);
  };
  const submit = () => {
    if (!q) return;
    check.mutate(
      { questionId: q.questionId, body: checkRequest(q, draft) },
      {
        onSuccess: (r) => {
          setResult(r);
          setTally((t) => ({ right: t.right + (r.verdict === 'right' ? 1 : 0), done: t.done + 1 }));
        },
      },
    );
  };

  const head = (
    <div className="practice-head">
      <button type="button" className="practice-head__back" onClick={onExit}>
        ‹ 知识点
      </button>
      <span className="practice-head__point">{point ?? '全部知识点'}</span>
      <span className="practice-head__tally" data-testid="practice-tally">
        答对 {tally.right}/{tally.done}
      </span>
    </div>
  );

  if (page.isPending || (!onPage && !page.error)) {
    return (
      <div className="mexam-card">
        {head}
        <div className="mexam-empty">
          <DotLoading color="primary" />
        </div>
      </div>
    );
  }
  if (page.error) {
    return (
      <div className="mexam-card">
        {head}
        <ErrorBlock status="default" title={page.error.message || '题目加载失败'} description="" />
      </div>
    );
  }
  if (!q) {
    return (
      <div className="mexam-card practice-done">
        {head}
        <ErrorBlock
          status="empty"
          title={total === 0 ? '这个知识点还没有题目' : '本组题目已练完'}
          description={total === 0 ? '' : `共练习 ${tally.done} 题，答对 ${tally.right} 题`}
        />
        <Button block color="primary" onClick={onExit}>
          返回知识点
        </Button>
      </div>
    );
  }

  const checkable = answerParts(q).length > 0;
  return (
    <div className="mexam-card practice">
      {head}
      <ProgressBar percent={total ? ((index + 1) / total) * 100 : 0} className="practice-progress" />
      <div className="practice-meta">
        第 {index + 1} / {total} 题 · {QUESTION_TYPE_TEXT[q.type] ?? '题目'}
        {q.lastRight !== null && (
          <span className={q.lastRight ? 'practice-meta__was-right' : 'practice-meta__was-wrong'}>
            {q.lastRight ? '上次答对' : '上次答错'}
          </span>
        )}
      </div>
      {result ? (
        <div className={`practice-verdict is-${result.verdict}`} role="status" data-testid="practice-verdict">
          {result.verdict === 'right' ? '回答正确' : result.verdict === 'partial' ? '部分正确' : '回答错误'}
        </div>
      ) : null}
      {result ? (
        <AnalysisItem q={result} showScore={false} />
      ) : (
        <div className="practice-question">
          <div className="practice-question__stem">{q.stem}</div>
          {q.type === EXAM_QUESTION_TYPE.combined ? (
            q.children.map((c) => (
              <div key={c.questionId} className="practice-question__part">
                <div className="practice-question__stem">
                  ({c.number}) {c.stem}
                </div>
                <AnswerInput
                  q={c}
                  value={draft[c.questionId]}
                  onChange={(v) => setDraft((d) => ({ ...d, [c.questionId]: v }))}
                  disabled={check.isPending}
                />
              </div>
            ))
          ) : (
            <AnswerInput
              q={q}
              value={draft[q.questionId]}
              onChange={(v) => setDraft((d) => ({ ...d, [q.questionId]: v }))}
              disabled={check.isPending}
            />
          )}
        </div>
      )}
      <div className="practice-actions">
        {result || !checkable ? (
          <Button block color="primary" onClick={next}>
            {result ? '下一题' : '跳过'}
          </Button>
        ) : (
          <>
            <Button className="practice-actions__skip" onClick={next} disabled={check.isPending}>
              跳过
            </Button>
            <Button block color="primary" loading={check.isPending} disabled={!canCheck(q, draft)} onClick={submit}>
              提交
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
