import { Tag } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { EXAM_QUESTION_TYPE, type ExamAnalysisQuestion } from '@salt/domain';
import {
  QUESTION_TYPE_TEXT,
  VERDICT_TEXT,
  answerFiles,
  myAnswerText,
  pointsText,
  rightAnswerText,
  type Verdict,
} from '../exam-format';

type Leaf = ExamAnalysisQuestion['children'][number];

const VERDICT_TONE: Record<Verdict, string> = {
  right: 'success',
  partial: 'warning',
  wrong: 'error',
  unanswered: 'default',
  pending: 'processing',
};

/** A question after the fact: the stem, options with the right ones marked, my answer, the right one, the analysis. */
export function AnalysisItem({ q, showScore = true }: { q: ExamAnalysisQuestion | Leaf; showScore?: boolean }) {
  const whole = 'children' in q ? q : null;
  const chosen = new Set(Array.isArray(q.myAnswer) ? q.myAnswer : q.myAnswer === null ? [] : [q.myAnswer]);
  const mine = myAnswerText(q, q.myAnswer);
  const files = answerFiles(q.myAnswer);
  const right = rightAnswerText(q);
  const combined = q.type === EXAM_QUESTION_TYPE.combined;
  return (
    <article
      id={`q-${q.questionId}`}
      className={`analysis-item is-${q.verdict}`}
      data-testid={`analysis-${q.questionId}`}
    >
      <header className="analysis-item__head">
        <span className="analysis-item__no">{q.number}</span>
        <span className="analysis-item__type">{QUESTION_TYPE_TEXT[q.type] ?? '题目'}</span>
        {!combined && <Tag color={VERDICT_TONE[q.verdict]}>{VERDICT_TEXT[q.verdict]}</Tag>}
        {showScore && (
          <span className="analysis-item__points">
            {q.earned === null ? `${pointsText(q.score)} 分` : `${pointsText(q.earned)} / ${pointsText(q.score)} 分`}
          </span>
        )}
      </header>
      <div className="analysis-item__stem">{q.stem}</div>
      {whole?.audioUrl && (
        <audio className="analysis-item__audio" controls preload="none" src={whole.audioUrl}>
          <track kind="captions" />
        </audio>
      )}
      {whole?.transcript && (
        <details className="analysis-item__transcript">
          <summary>听力原文</summary>
          <p>{whole.transcript}</p>
        </details>
      )}
      {q.options.length > 0 && (
        <ul className="analysis-options">
          {q.options.map((o) => (
            <li
              key={o.optionId}
              className={`${o.isRight ? 'is-right' : ''}${chosen.has(String(o.optionId)) ? ' is-chosen' : ''}`}
            >
              <span className="analysis-options__label">{o.label}</span>
              <span className="analysis-options__text">{o.text}</span>
              {o.isRight && <CheckOutlined aria-label="正确选项" />}
            </li>
          ))}
        </ul>
      )}
      {!combined && (
        <dl className="analysis-item__answers">
          <div>
            <dt>我的答案</dt>
            <dd className="analysis-item__mine" data-testid={`mine-${q.questionId}`}>
              {mine ?? (files.length === 0 ? '未作答' : null)}
              {files.map((url) =>
                q.type === EXAM_QUESTION_TYPE.oral ? (
                  <audio key={url} controls preload="none" src={url}>
                    <track kind="captions" />
                  </audio>
                ) : (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <img className="analysis-item__photo" src={url} alt="我的作答照片" />
                  </a>
                ),
              )}
            </dd>
          </div>
          {right !== null && (
            <div>
              <dt>正确答案</dt>
              <dd className="analysis-item__right" data-testid={`right-${q.questionId}`}>
                {right}
              </dd>
            </div>
          )}
        </dl>
      )}
      {q.analysis && (
        <div className="analysis-item__analysis">
          <b>解析</b>
          <p>{q.analysis}</p>
        </div>
      )}
      {q.analysisFiles.length > 0 && (
        <ul className="analysis-item__files">
          {q.analysisFiles.map((f) => (
            <li key={f.url}>
              {f.fileType.startsWith('image') ? (
                <img src={f.url} alt={f.fileName} />
              ) : (
                <a href={f.url} target="_blank" rel="noreferrer">
                  {f.fileName}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {q.teacherComment && (
        <div className="analysis-item__comment">
          <b>老师点评</b>
          <p>{q.teacherComment}</p>
        </div>
      )}
      {whole && whole.children.length > 0 && (
        <div className="analysis-item__children">
          {whole.children.map((c) => (
            <AnalysisItem key={c.questionId} q={c} showScore={showScore} />
          ))}
        </div>
      )}
    </article>
  );
}
