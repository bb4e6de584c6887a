import { useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Input, Radio, Rate, Space, Tag } from 'antd';
import { Link } from 'react-router';
import {
  checkAnswers,
  QUESTION_KIND_TEXT,
  TEXT_ANSWER_MAX,
  type Answer,
  type Question,
  type QuestionnaireDetail,
} from '@salt/domain';
import { useQuestionnaireDetail } from '../api/questionnaire-detail';
import { useSubmitAnswer } from '../api/submit-answer';
import { stateText, timeText } from '../qn-labels';

type Sheet = Record<number, Answer>;

const sheetOf = (d: QuestionnaireDetail): Sheet => Object.fromEntries(d.myAnswers.map((a) => [a.questionId, { ...a }]));

/** One questionnaire on one page: every question, my answers filled in, 提交 (or 保存修改) until it closes. */
export function AnswerView({ id, onBack }: { id: number; onBack: () => void }) {
  const detail = useQuestionnaireDetail(id);
  if (detail.isPending) return <div className="qn-state">加载中…</div>;
  if (detail.error)
    return (
      <div className="qn-state is-error" role="alert">
        {detail.error.message}
        <div>
          <Button onClick={onBack}>返回列表</Button>
        </div>
      </div>
    );
  return <AnswerForm d={detail.data} onBack={onBack} />;
}

function AnswerForm({ d, onBack }: { d: QuestionnaireDetail; onBack: () => void }) {
  const { message } = App.useApp();
  const [sheet, setSheet] = useState<Sheet>(() => sheetOf(d));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitAnswer();
  useEffect(() => setSheet(sheetOf(d)), [d]);
  const set = (questionId: number, a: Partial<Answer>) =>
    setSheet((s) => ({ ...s, [questionId]: { questionId, ...a } }));
  const readOnly = !d.canAnswer;
  const state = stateText(d);

  const onSubmit = () => {
    const answers = Object.values(sheet);
    // The same check the server makes, so the pupil hears 请回答第 N 题 without a round trip.
    const checked = checkAnswers(d.questions, answers);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    submit.mutate(
      { id: d.id, body: { answers } },
      {
        onSuccess: (r) => void message.success(r.updated ? '答卷已修改' : '提交成功，感谢你的参与'),
        onError: (e) => setProblem(e.message),
      },
    );
  };

  return (
    <section className="qn-answer" data-testid="qn-answer">
      <div className="qn-answer__head">
        <Button type="link" onClick={onBack} className="qn-back">
          ‹ 返回列表
        </Button>
        <h2>{d.title}</h2>
        <div className="qn-card__meta">
          <span className={`qn-tag ${state.tone}`}>{state.text}</span>
          <span>
            {timeText(d.opensAt)} 至 {timeText(d.closesAt)}
          </span>
          {d.anonymous && <Tag color="blue">匿名</Tag>}
        </div>
        {d.intro && <p className="qn-card__intro">{d.intro}</p>}
        {d.answered && d.canAnswer && <Alert type="info" showIcon title="你已提交过本问卷，截止前可以修改答卷" />}
        {readOnly && <Alert type="warning" showIcon title={d.phase === 'notOpen' ? '问卷尚未开始' : '问卷已结束'} />}
      </div>
      <ol className="qn-questions">
        {d.questions.map((q, i) => (
          <li key={q.id} className="qn-question" data-testid="qn-question">
            <div className="qn-question__title">
              <span className="qn-no">{i + 1}.</span>
              {q.required && <span className="qn-required">*</span>}
              {q.title}
              <span className="qn-kind">{kindLabel(q)}</span>
            </div>
            <QuestionInput q={q} a={sheet[q.id]} disabled={readOnly} onChange={(a) => set(q.id, a)} />
          </li>
        ))}
      </ol>
      {problem && <Alert type="error" showIcon title={problem} role="alert" />}
      <div className="qn-answer__actions">
        {!readOnly && (
          <Button type="primary" size="large" loading={submit.isPending} onClick={onSubmit}>
            {d.answered ? '保存修改' : '提交问卷'}
          </Button>
        )}
        {d.canSeeResult && (
          <Link to={`/questionnaire/result?id=${d.id}`}>
            <Button size="large">查看结果</Button>
          </Link>
        )}
      </div>
    </section>
  );
}

function kindLabel(q: Question): string {
  if (q.kind !== 'multiple') return QUESTION_KIND_TEXT[q.kind];
  const parts = [
    q.minChoices && q.minChoices > 1 ? `至少 ${q.minChoices} 项` : '',
    q.maxChoices ? `最多 ${q.maxChoices} 项` : '',
  ];
  const rule = parts.filter(Boolean).join('，');
  return rule ? `多选题（${rule}）` : '多选题';
}

function QuestionInput(props: {
  q: Question;
  a: Answer | undefined;
  disabled: boolean;
  onChange: (a: Partial<Answer>) => void;
}) {
  const { q, a, disabled, onChange } = props;
  if (q.kind === 'single')
    return (
      <Radio.Group
        value={a?.optionIds?.[0]}
        disabled={disabled}
        onChange={(e) => onChange({ optionIds: [e.target.value as number] })}
      >
        <Space direction="vertical">
          {q.options.map((o) => (
            <Radio key={o.id} value={o.id}>
              {o.label}
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    );
  if (q.kind === 'multiple')
    return (
      <Checkbox.Group
        value={a?.optionIds ?? []}
        disabled={disabled}
        onChange={(v) => onChange({ optionIds: v as number[] })}
      >
        <Space direction="vertical">
          {q.options.map((o) => (
            <Checkbox key={o.id} value={o.id}>
              {o.label}
            </Checkbox>
          ))}
        </Space>
      </Checkbox.Group>
    );
  if (q.kind === 'rating')
    return (
      <Space>
        <Rate
          allowClear={false}
          value={a?.rating ?? 0}
          disabled={disabled}
          onChange={(v) => onChange(v ? { rating: v } : {})}
          aria-label={`${q.title}评分`}
        />
        {a?.rating ? <span className="qn-muted">{a.rating} 分</span> : null}
      </Space>
    );
  return (
    <Input.TextArea
      value={a?.text ?? ''}
      disabled={disabled}
      maxLength={q.maxLength ?? TEXT_ANSWER_MAX}
      showCount
      autoSize={{ minRows: 3, maxRows: 8 }}
      placeholder="请输入你的回答"
      onChange={(e) => onChange({ text: e.target.value })}
    />
  );
}
