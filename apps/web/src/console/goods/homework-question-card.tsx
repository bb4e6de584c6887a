import { Button, Card, Checkbox, Form, Input, InputNumber, Select, Space, Typography, type FormInstance } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  HOMEWORK_MAX_OPTIONS,
  HOMEWORK_QUESTION_TYPE_LABELS,
  HOMEWORK_QUESTION_TYPES,
  markingKindOf,
  type HomeworkQuestionType,
} from '@salt/domain';

export interface OptionValues {
  title: string;
  right: boolean;
}
export interface QuestionValues {
  type: HomeworkQuestionType;
  number: string;
  title: string;
  score: number | null;
  options: OptionValues[];
  rightAnswer: string;
}
export interface HomeworkValues {
  title: string;
  questions: QuestionValues[];
}

const LETTERS = 'ABCDEFGH';
const OPTIONS_STYLE = { display: 'flex', flexDirection: 'column', gap: 8, marginBottom: 8 } as const;
const OPTION_STYLE = { display: 'flex', alignItems: 'center', gap: 8 } as const;
const emptyOptions = () => Array.from({ length: 4 }, () => ({ title: '', right: false }));

/** A new question after `count` others: a single choice of four options, numbered next, 10 points. */
export const newQuestion = (count: number): QuestionValues => ({
  type: 'single_select',
  number: String(count + 1),
  title: '',
  score: 10,
  options: emptyOptions(),
  rightAnswer: '',
});

const TYPE_OPTIONS = HOMEWORK_QUESTION_TYPES.map((t) => ({ value: t, label: HOMEWORK_QUESTION_TYPE_LABELS[t] }));

/**
 * One question of the homework editor: type, number, score, stem, and its key (options with the right ones for a
 * choice question, the answer for a fill-in one; a photo question is marked by the tutor). `listError` is a rule's
 * message about the options as a whole (two at least, one right for a single choice).
 */
export function HomeworkQuestionCard(props: {
  form: FormInstance<HomeworkValues>;
  name: number;
  index: number;
  count: number;
  listError: string | undefined;
  /** Pupils have submitted: the questions stay as they are (moving one would change them too). */
  locked: boolean;
  onRemove: () => void;
  onMove: (to: number) => void;
}) {
  const { form, name, index } = props;
  const type = Form.useWatch(['questions', name, 'type'], form) as HomeworkQuestionType | undefined;
  const kind = markingKindOf(type ?? 'single_select');
  const choice = kind === 'single' || kind === 'multi';

  /** A single choice has one right option: ticking one unticks the others. */
  const tick = (k: number, checked: boolean) => {
    if (kind !== 'single' || !checked) return;
    const options = (form.getFieldValue(['questions', name, 'options']) as OptionValues[]) ?? [];
    form.setFieldValue(
      ['questions', name, 'options'],
      options.map((o, i) => ({ ...o, right: i === k })),
    );
  };
  const changeType = (next: HomeworkQuestionType) => {
    const nextKind = markingKindOf(next);
    const options = (form.getFieldValue(['questions', name, 'options']) as OptionValues[] | undefined) ?? [];
    if ((nextKind === 'single' || nextKind === 'multi') && options.length === 0)
      form.setFieldValue(['questions', name, 'options'], emptyOptions());
  };

  return (
    <Card
      size="small"
      className="hw-editor__question"
      data-testid={`question-${index}`}
      title={`第 ${index + 1} 题`}
      extra={
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label="上移"
            disabled={props.locked || index === 0}
            onClick={() => props.onMove(index - 1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label="下移"
            disabled={props.locked || index === props.count - 1}
            onClick={() => props.onMove(index + 1)}
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label="删除此题"
            onClick={props.onRemove}
          />
        </Space>
      }
    >
      <Space wrap align="start" size={12}>
        <Form.Item label="题型" name={[name, 'type']} style={{ marginBottom: 8 }}>
          <Select options={TYPE_OPTIONS} style={{ width: 110 }} onChange={changeType} aria-label="题型" />
        </Form.Item>
        <Form.Item label="题号" name={[name, 'number']} style={{ marginBottom: 8 }}>
          <Input style={{ width: 72 }} maxLength={16} aria-label="题号" />
        </Form.Item>
        <Form.Item label="分值" name={[name, 'score']} style={{ marginBottom: 8 }}>
          <InputNumber min={1} max={100} precision={0} style={{ width: 96 }} suffix="分" aria-label="分值" />
        </Form.Item>
      </Space>
      <Form.Item label="题干" name={[name, 'title']} style={{ marginBottom: 8 }}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={5000}
          placeholder="题目内容"
          aria-label="题干"
        />
      </Form.Item>
      {choice && (
        <Form.List name={[name, 'options']}>
          {(fields, { add, remove }) => (
            <div className="hw-editor__options" style={OPTIONS_STYLE}>
              <Typography.Text type="secondary">
                选项（勾选正确答案{kind === 'single' ? '，单选题只能有一个' : '，可多个'}）
              </Typography.Text>
              {fields.map((f, k) => (
                <div key={f.key} className="hw-editor__option" style={OPTION_STYLE}>
                  <Form.Item name={[f.name, 'right']} valuePropName="checked" style={{ marginBottom: 0 }}>
                    <Checkbox onChange={(e) => tick(k, e.target.checked)} aria-label={`选项${LETTERS[k]}正确`}>
                      {LETTERS[k]}
                    </Checkbox>
                  </Form.Item>
                  <Form.Item name={[f.name, 'title']} style={{ marginBottom: 0, flex: 1, minWidth: 0 }}>
                    <Input maxLength={500} placeholder={`选项 ${LETTERS[k]}`} aria-label={`选项${LETTERS[k]}内容`} />
                  </Form.Item>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`删除选项${LETTERS[k]}`}
                    onClick={() => remove(f.name)}
                  />
                </div>
              ))}
              {props.listError && <div className="ant-form-item-explain-error">{props.listError}</div>}
              {fields.length < HOMEWORK_MAX_OPTIONS && (
                <Button
                  type="dashed"
                  size="small"
                  icon={<PlusOutlined />}
                  onClick={() => add({ title: '', right: false })}
                  style={{ alignSelf: 'flex-start' }}
                >
                  添加选项
                </Button>
              )}
            </div>
          )}
        </Form.List>
      )}
      {kind === 'fill' && (
        <Form.Item
          label="正确答案"
          name={[name, 'rightAnswer']}
          style={{ marginBottom: 0 }}
          extra="多个可接受的答案用 | 分隔；自动批改时忽略大小写、全半角和首尾空格"
        >
          <Input maxLength={500} style={{ maxWidth: 320 }} aria-label="正确答案" />
        </Form.Item>
      )}
      {type === 'image_question' && (
        <Typography.Text type="secondary">学员拍照上传解答，提交后由辅导老师在阅卷中批改打分。</Typography.Text>
      )}
    </Card>
  );
}
