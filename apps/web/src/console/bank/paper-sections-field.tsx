import { useState } from 'react';
import { Button, Card, Flex, Form, Input, InputNumber, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUESTION_TYPE_LABELS, type ConsoleQuestionRow, type ExamQuestionType } from '@salt/domain';
import type { QuestionFilterValues } from '../providers/bank-provider';
import { QuestionPickerModal } from './question-picker-modal';

export interface PaperItem {
  questionId: number;
  score: number;
  type: ExamQuestionType;
  stem: string;
}
export interface PaperSection {
  title: string;
  items: PaperItem[];
}

/**
 * The paper's sections (大题): add, rename, reorder, remove; each with its questions from the bank (picker) and
 * their points on this paper, each section's subtotal shown.
 */
export function PaperSectionsField(props: { start: QuestionFilterValues; grades: { value: string; label: string }[] }) {
  const form = Form.useFormInstance();
  const sections = (Form.useWatch('sections', { form, preserve: true }) as PaperSection[] | undefined) ?? [];
  const [pickingFor, setPickingFor] = useState<number | null>(null);
  const taken = new Set(sections.flatMap((s) => s.items?.map((i) => i.questionId) ?? []));
  const addPicked = (rows: ConsoleQuestionRow[]) => {
    if (pickingFor === null) return;
    const items = (form.getFieldValue(['sections', pickingFor, 'items']) ?? []) as PaperItem[];
    form.setFieldValue(
      ['sections', pickingFor, 'items'],
      [...items, ...rows.map((r) => ({ questionId: r.id, score: r.score, type: r.type, stem: r.stem }))],
    );
    setPickingFor(null);
  };
  return (
    <>
      <Form.List name="sections">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, i) => {
              const subtotal = (sections[i]?.items ?? []).reduce((n, it) => n + (Number(it.score) || 0), 0);
              return (
                <Card
                  key={field.key}
                  size="small"
                  style={{ marginBottom: 12 }}
                  title={
                    <Flex gap="small" align="center">
                      <Form.Item name={[field.name, 'title']} noStyle>
                        <Input aria-label={`第${i + 1}大题名称`} maxLength={100} style={{ width: 260 }} />
                      </Form.Item>
                      <Typography.Text type="secondary">小计 {Math.round(subtotal * 10) / 10} 分</Typography.Text>
                    </Flex>
                  }
                  extra={
                    <Flex gap={4}>
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowUpOutlined />}
                        aria-label="大题上移"
                        disabled={i === 0}
                        onClick={() => move(i, i - 1)}
                      />
                      <Button
                        size="small"
                        type="text"
                        icon={<ArrowDownOutlined />}
                        aria-label="大题下移"
                        disabled={i === fields.length - 1}
                        onClick={() => move(i, i + 1)}
                      />
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label="删除大题"
                        onClick={() => remove(field.name)}
                      />
                    </Flex>
                  }
                >
                  <Form.List name={[field.name, 'items']}>
                    {(items, ops) => (
                      <>
                        {items.map((item, j) => {
                          const it = sections[i]?.items?.[j];
                          return (
                            <Flex key={item.key} gap="small" align="baseline" data-testid="paper-item">
                              <Typography.Text>{j + 1}.</Typography.Text>
                              {it && <Tag>{QUESTION_TYPE_LABELS[it.type]}</Tag>}
                              <Typography.Text ellipsis style={{ flex: 1 }}>
                                {it?.stem}
                              </Typography.Text>
                              <Form.Item name={[item.name, 'score']} style={{ marginBottom: 8 }}>
                                <InputNumber
                                  aria-label={`第${i + 1}大题第${j + 1}题分值`}
                                  min={0.1}
                                  max={100}
                                  step={0.5}
                                  precision={1}
                                  suffix="分"
                                />
                              </Form.Item>
                              <Button
                                size="small"
                                type="text"
                                icon={<ArrowUpOutlined />}
                                aria-label="上移"
                                disabled={j === 0}
                                onClick={() => ops.move(j, j - 1)}
                              />
                              <Button
                                size="small"
                                type="text"
                                danger
                                icon={<DeleteOutlined />}
                                aria-label="移除题目"
                                onClick={() => ops.remove(item.name)}
                              />
                            </Flex>
                          );
                        })}
                        <Button size="small" icon={<PlusOutlined />} onClick={() => setPickingFor(i)}>
                          从题库选题
                        </Button>
                      </>
                    )}
                  </Form.List>
                </Card>
              );
            })}
            <Button icon={<PlusOutlined />} onClick={() => add({ title: `第${fields.length + 1}部分`, items: [] })}>
              添加大题
            </Button>
          </>
        )}
      </Form.List>
      {pickingFor !== null && (
        <QuestionPickerModal
          open
          start={props.start}
          taken={taken}
          grades={props.grades}
          onClose={() => setPickingFor(null)}
          onPick={addPicked}
        />
      )}
    </>
  );
}
