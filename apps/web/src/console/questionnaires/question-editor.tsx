import { Button, Card, Input, InputNumber, Select, Space, Switch, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUESTION_KIND_TEXT, QUESTION_KINDS, type QuestionDesignInput, type QuestionKind } from '@salt/domain';

export const blankQuestion = (kind: QuestionKind): QuestionDesignInput => ({
  kind,
  title: '',
  required: true,
  options: kind === 'single' || kind === 'multiple' ? [{ label: '' }, { label: '' }] : [],
  minChoices: null,
  maxChoices: null,
  maxLength: null,
});

/** One question of the designer: kind, title, required, options (choices), min/max (多选), length (填空). */
export function QuestionEditor(props: {
  q: QuestionDesignInput;
  n: number;
  last: boolean;
  onChange: (q: QuestionDesignInput) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { q, n, onChange } = props;
  const choice = q.kind === 'single' || q.kind === 'multiple';
  const setOption = (i: number, label: string) =>
    onChange({ ...q, options: q.options.map((o, j) => (j === i ? { label } : o)) });
  return (
    <Card
      size="small"
      data-testid="qn-design-question"
      title={
        <Space>
          <Tag color="blue">第 {n} 题</Tag>
          <Select
            size="small"
            value={q.kind}
            style={{ width: 110 }}
            aria-label={`第 ${n} 题题型`}
            options={QUESTION_KINDS.map((k) => ({ value: k, label: QUESTION_KIND_TEXT[k] }))}
            onChange={(kind) => onChange({ ...blankQuestion(kind), title: q.title, required: q.required })}
          />
        </Space>
      }
      extra={
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={n === 1}
            aria-label="上移"
            onClick={() => props.onMove(-1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={props.last}
            aria-label="下移"
            onClick={() => props.onMove(1)}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label="删除题目"
            onClick={props.onRemove}
          />
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input
          value={q.title}
          maxLength={200}
          placeholder="题目"
          aria-label={`第 ${n} 题题目`}
          onChange={(e) => onChange({ ...q, title: e.target.value })}
        />
        <Space wrap>
          <span>必答</span>
          <Switch checked={q.required} onChange={(required) => onChange({ ...q, required })} aria-label="必答" />
          {q.kind === 'multiple' && (
            <>
              <span>至少选</span>
              <InputNumber
                min={1}
                max={20}
                value={q.minChoices}
                onChange={(v) => onChange({ ...q, minChoices: v ?? null })}
              />
              <span>最多选</span>
              <InputNumber
                min={1}
                max={20}
                value={q.maxChoices}
                onChange={(v) => onChange({ ...q, maxChoices: v ?? null })}
              />
            </>
          )}
          {q.kind === 'text' && (
            <>
              <span>字数上限</span>
              <InputNumber
                min={1}
                max={500}
                value={q.maxLength}
                placeholder="500"
                onChange={(v) => onChange({ ...q, maxLength: v ?? null })}
              />
            </>
          )}
          {q.kind === 'rating' && <span className="qn-design-hint">学员打 1–5 分</span>}
        </Space>
        {choice && (
          <Space direction="vertical" style={{ width: '100%' }}>
            {q.options.map((o, i) => (
              <Space.Compact key={i} style={{ width: '100%' }}>
                <Input
                  value={o.label}
                  maxLength={100}
                  placeholder={`选项 ${i + 1}`}
                  aria-label={`第 ${n} 题选项 ${i + 1}`}
                  onChange={(e) => setOption(i, e.target.value)}
                />
                <Button
                  icon={<DeleteOutlined />}
                  aria-label="删除选项"
                  disabled={q.options.length <= 2}
                  onClick={() => onChange({ ...q, options: q.options.filter((_, j) => j !== i) })}
                />
              </Space.Compact>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={q.options.length >= 20}
              onClick={() => onChange({ ...q, options: [...q.options, { label: '' }] })}
            >
              添加选项
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
