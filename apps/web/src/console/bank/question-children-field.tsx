import { Button, Card, Flex, Form, Input, InputNumber, Select } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUESTION_MAX_CHILDREN, QUESTION_TYPE_LABELS, type ExamQuestionType } from '@salt/domain';
import { AnswerFields } from './question-answer-fields';

/** Sub-question types: any but combined. */
export const PART_TYPE_OPTIONS = (['0', '1', '3', '4', '2'] as ExamQuestionType[]).map((t) => ({
  value: t,
  label: QUESTION_TYPE_LABELS[t],
}));

export const emptyPart = (type: ExamQuestionType = '0') => ({
  id: null,
  type,
  stem: '',
  options: type === '0' || type === '1' ? [0, 1, 2, 3].map(() => ({ text: '', isRight: false })) : [],
  blanks: [],
  isTrue: null,
  reference: null,
  manual: false,
  score: 2,
  analysis: '',
});

function SubQuestion({ name, index }: { name: number; index: number }) {
  const form = Form.useFormInstance();
  const path = ['children', name];
  const type = Form.useWatch([...path, 'type'], form) as string | undefined;
  return (
    <>
      <Flex gap="small">
        <Form.Item name={[name, 'type']} label="题型" style={{ width: 140 }}>
          <Select
            aria-label={`第${index + 1}小题题型`}
            options={PART_TYPE_OPTIONS}
            onChange={(t: ExamQuestionType) => {
              const { stem, score, analysis, id } = form.getFieldValue(path);
              form.setFieldValue(path, { ...emptyPart(t), stem, score, analysis, id });
            }}
          />
        </Form.Item>
        <Form.Item name={[name, 'score']} label="分值" style={{ width: 120 }}>
          <InputNumber min={0.1} max={100} step={0.5} precision={1} />
        </Form.Item>
      </Flex>
      <Form.Item name={[name, 'stem']} label="小题题干" required>
        <Input.TextArea rows={2} maxLength={4000} aria-label={`第${index + 1}小题题干`} />
      </Form.Item>
      <AnswerFields type={type} prefix={[name]} path={path} />
      <Form.Item name={[name, 'analysis']} label="小题解析">
        <Input.TextArea rows={2} maxLength={5000} />
      </Form.Item>
    </>
  );
}

/** 组合题: the passage is the stem; its sub-questions are edited here, in order (each any non-combined type). */
export function QuestionChildrenField() {
  return (
    <Form.List name="children">
      {(fields, { add, remove, move }) => (
        <Form.Item label="小题" required>
          {fields.map((field, i) => (
            <Card
              key={field.key}
              size="small"
              title={`第 ${i + 1} 小题`}
              style={{ marginBottom: 12 }}
              extra={
                <Flex gap={4}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowUpOutlined />}
                    aria-label="上移"
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    icon={<ArrowDownOutlined />}
                    aria-label="下移"
                    disabled={i === fields.length - 1}
                    onClick={() => move(i, i + 1)}
                  />
                  <Button
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label="删除小题"
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              }
            >
              <SubQuestion name={field.name} index={i} />
            </Card>
          ))}
          <Button
            icon={<PlusOutlined />}
            onClick={() => add(emptyPart())}
            disabled={fields.length >= QUESTION_MAX_CHILDREN}
          >
            添加小题
          </Button>
        </Form.Item>
      )}
    </Form.List>
  );
}
