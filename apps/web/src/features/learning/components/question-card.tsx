import { useState } from 'react';
import { Button, Checkbox, Progress, Radio, Tag } from 'antd';
import type { LiveQuestion } from '../live/live-types';

const KIND_LABEL = { single: '单选题', multiple: '多选题', poll: '投票' } as const;

/** The question the teacher pushed: choose, submit once, then see the results when it closes. */
export function QuestionCard({
  question,
  canAnswer,
  onAnswer,
}: {
  question: LiveQuestion;
  canAnswer: boolean;
  onAnswer: (questionId: number, answer: string[]) => boolean;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const answered = question.myAnswer !== null;
  const locked = answered || question.closed || !canAnswer;
  const shownAnswer = question.myAnswer ?? picked;
  const multiple = question.kind === 'multiple';
  const stats = question.stats;

  const option = (key: string, text: string) => {
    const count = stats?.counts[key] ?? 0;
    const share = stats && stats.answered ? Math.round((count / stats.answered) * 100) : 0;
    const right = question.closed && question.correct?.includes(key);
    return (
      <div key={key} className={`question-option${right ? ' is-right' : ''}`}>
        <span className="question-option__text">
          <b>{key}.</b> {text}
        </span>
        {question.closed && stats && (
          <Progress
            percent={share}
            size="small"
            strokeColor={right ? '#52c41a' : '#bfbfbf'}
            format={() => `${count}人`}
          />
        )}
      </div>
    );
  };

  return (
    <div className="question-card" data-testid="question-card">
      <div className="question-card__head">
        <Tag color="blue" variant="filled">
          {KIND_LABEL[question.kind]}
        </Tag>
        {question.closed ? (
          <Tag variant="filled">已结束</Tag>
        ) : (
          <Tag color="orange" variant="filled">
            答题中
          </Tag>
        )}
      </div>
      <div className="question-card__title">{question.title}</div>
      {multiple ? (
        <Checkbox.Group
          className="question-card__options"
          value={shownAnswer}
          disabled={locked}
          onChange={(v) => setPicked(v)}
        >
          {question.options.map((o) => (
            <Checkbox key={o.key} value={o.key}>
              {option(o.key, o.text)}
            </Checkbox>
          ))}
        </Checkbox.Group>
      ) : (
        <Radio.Group
          className="question-card__options"
          value={shownAnswer[0]}
          disabled={locked}
          onChange={(e) => setPicked([String(e.target.value)])}
        >
          {question.options.map((o) => (
            <Radio key={o.key} value={o.key}>
              {option(o.key, o.text)}
            </Radio>
          ))}
        </Radio.Group>
      )}
      <div className="question-card__foot">
        {question.closed ? (
          <span>
            正确答案：<b>{question.correct?.join('、') ?? '（投票无标准答案）'}</b>
            {question.myCorrect === true && <Tag color="success">回答正确</Tag>}
            {question.myCorrect === false && <Tag color="error">回答错误</Tag>}
            {!answered && <Tag>未作答</Tag>}
            {stats?.correctRate != null && <em>正确率 {Math.round(stats.correctRate * 100)}%</em>}
          </span>
        ) : answered ? (
          <span>已提交：{question.myAnswer!.join('、')}，等待老师公布答案</span>
        ) : (
          <Button
            type="primary"
            disabled={!canAnswer || picked.length === 0}
            onClick={() => onAnswer(question.id, [...picked].sort())}
          >
            提交答案
          </Button>
        )}
      </div>
    </div>
  );
}
