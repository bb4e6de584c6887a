import { Checkbox, Input, Radio, Selector, Space } from 'antd-mobile';
import { EXAM_QUESTION_TYPE, type QbQuestion } from '@salt/domain';

type Answerable = Pick<QbQuestion, 'questionId' | 'type' | 'blanks' | 'options' | 'number'>;

/** The input for one practice question by type: options to choose, 正确/错误, or one box per blank. */
export function AnswerInput({
  q,
  value,
  onChange,
  disabled,
}: {
  q: Answerable;
  value: string | string[] | undefined;
  onChange: (next: string | string[]) => void;
  disabled: boolean;
}) {
  switch (q.type) {
    case EXAM_QUESTION_TYPE.single:
      return (
        <Radio.Group
          value={typeof value === 'string' ? value : undefined}
          onChange={(v) => onChange(String(v))}
          disabled={disabled}
        >
          <Space direction="vertical" block className="practice-options">
            {q.options.map((o) => (
              <Radio key={o.optionId} value={String(o.optionId)} block>
                <b>{o.label}.</b> {o.text}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case EXAM_QUESTION_TYPE.multiple:
      return (
        <Checkbox.Group
          value={Array.isArray(value) ? value : []}
          onChange={(v) => onChange(v.map(String))}
          disabled={disabled}
        >
          <Space direction="vertical" block className="practice-options">
            {q.options.map((o) => (
              <Checkbox key={o.optionId} value={String(o.optionId)} block>
                <b>{o.label}.</b> {o.text}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    case EXAM_QUESTION_TYPE.trueFalse:
      return (
        <Selector
          columns={2}
          disabled={disabled}
          value={typeof value === 'string' ? [value] : []}
          onChange={(v) => v[0] !== undefined && onChange(v[0])}
          options={[
            { label: '正确 ✓', value: 'true' },
            { label: '错误 ✗', value: 'false' },
          ]}
        />
      );
    case EXAM_QUESTION_TYPE.fillIn: {
      const list = Array.isArray(value) ? value : [];
      return (
        <div className="practice-blanks">
          {Array.from({ length: Math.max(1, q.blanks) }, (_, i) => (
            <label key={i} className="practice-blank">
              <span>第 {i + 1} 空</span>
              <Input
                aria-label={`第${q.number}题 第${i + 1}空`}
                value={list[i] ?? ''}
                disabled={disabled}
                maxLength={200}
                onChange={(text) => {
                  const next = Array.from({ length: Math.max(1, q.blanks) }, (_, j) => list[j] ?? '');
                  next[i] = text;
                  onChange(next);
                }}
              />
            </label>
          ))}
        </div>
      );
    }
    default:
      return <p className="practice-note">口述题需要录音并由老师批改，练习中不即时判分。</p>;
  }
}
