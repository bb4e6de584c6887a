import { useEffect, useState } from 'react';
import { useCreate, useUpdate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Flex, Form, Input, InputNumber, Rate, Select, Skeleton, Space } from 'antd';
import {
  EXAM_QUESTION_TYPE,
  QUESTION_TYPE_LABELS,
  consoleQuestionCreateSchema,
  consoleQuestionUpdateSchema,
  type ConsoleQuestionCreate,
  type ExamQuestionType,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { SUBJECT_OPTIONS } from '../goods/goods-options';
import { questionDetail } from '../providers/bank-provider';
import { AnalysisFilesField } from './analysis-files-field';
import { AnswerFields } from './question-answer-fields';
import { QuestionChildrenField, emptyPart } from './question-children-field';

type Values = Partial<ConsoleQuestionCreate>;
const TYPE_OPTIONS = (['0', '1', '3', '4', '2', '100'] as ExamQuestionType[]).map((t) => ({
  value: t,
  label: QUESTION_TYPE_LABELS[t],
}));
const initial = (type: ExamQuestionType = '0'): Values => ({
  ...emptyPart(type),
  difficulty: 3,
  knowledgePoints: [],
  analysisFiles: [],
  children: type === EXAM_QUESTION_TYPE.combined ? [emptyPart()] : [],
});

/**
 * 新增题目 / 编辑题目: every type in one form (common fields here, the answer key per type beside it, a combined
 * question's sub-questions inline). Checked with the server's contract before sending: a rule's message shows
 * under its field; one about a whole list (options, blanks, sub-questions) above the form. Saved at the version it
 * read: someone else's save in between answers 409 with 数据已被他人修改.
 */
export function QuestionFormDrawer(props: {
  open: boolean;
  questionId: number | null;
  grades: { value: string; label: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [listProblems, setListProblems] = useState<string[]>([]);
  const { mutateAsync: create, mutation: creating } = useCreate<{ id: number }>();
  const { mutateAsync: update, mutation: updating } = useUpdate<{ id: number }>();
  const editing = props.questionId !== null;
  const detail = useQuery({
    queryKey: ['console', 'question', props.questionId],
    queryFn: () => questionDetail(props.questionId!),
    enabled: props.open && editing,
    gcTime: 0,
  });
  const type = Form.useWatch('type', form) as ExamQuestionType | undefined;

  useEffect(() => {
    if (!props.open) return;
    setListProblems([]);
    form.resetFields();
    if (!editing) form.setFieldsValue(initial());
    else if (detail.data) form.setFieldsValue(detail.data);
  }, [props.open, editing, detail.data, form]);

  const changeType = (t: ExamQuestionType) => {
    const keep = form.getFieldsValue(true) as Values;
    form.setFieldsValue({ ...initial(t), ...pick(keep), type: t });
  };

  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = { ...v, score: v.type === EXAM_QUESTION_TYPE.combined ? 0 : v.score };
    const parsed = editing
      ? consoleQuestionUpdateSchema.safeParse({ ...body, version: detail.data?.version })
      : consoleQuestionCreateSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      form.setFields(issues.map((i) => ({ name: i.path as never, errors: [i.message] })));
      setListProblems([...new Set(issues.filter((i) => isListPath(i.path)).map((i) => i.message))]);
      return;
    }
    setListProblems([]);
    try {
      const args = {
        resource: 'questions',
        values: parsed.data,
        successNotification: false,
        errorNotification: false,
      } as const;
      if (editing) await update({ ...args, id: props.questionId! });
      else await create(args);
      message.success(editing ? '题目已保存，之后开始的考试使用新内容' : '题目已加入题库');
      props.onSaved();
    } catch (e) {
      message.error(e instanceof ApiError || e instanceof Error ? e.message : '保存失败，请重试');
    }
  };

  return (
    <Drawer
      title={editing ? '编辑题目' : '新增题目'}
      open={props.open}
      onClose={props.onClose}
      size={860}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>取消</Button>
          <Button type="primary" loading={creating.isPending || updating.isPending} onClick={() => void submit()}>
            保存
          </Button>
        </Space>
      }
    >
      {detail.error && <Alert type="error" showIcon title={detail.error.message} />}
      {editing && detail.isLoading ? (
        <Skeleton active />
      ) : (
        <Form<Values> form={form} layout="vertical">
          {listProblems.length > 0 && (
            <Alert type="error" showIcon style={{ marginBottom: 12 }} title={listProblems.join('；')} />
          )}
          <Flex gap="middle" wrap>
            <Form.Item name="type" label="题型" required style={{ width: 140 }}>
              <Select aria-label="题型" options={TYPE_OPTIONS} disabled={editing} onChange={changeType} />
            </Form.Item>
            <Form.Item name="subject" label="科目" required style={{ width: 140 }}>
              <Select aria-label="科目" options={SUBJECT_OPTIONS} />
            </Form.Item>
            <Form.Item name="grade" label="年级" required style={{ width: 140 }}>
              <Select aria-label="年级" options={props.grades} />
            </Form.Item>
            {type !== EXAM_QUESTION_TYPE.combined && (
              <Form.Item name="score" label="分值" required style={{ width: 120 }}>
                <InputNumber aria-label="分值" min={0.1} max={100} step={0.5} precision={1} />
              </Form.Item>
            )}
            <Form.Item name="difficulty" label="难度" required>
              <Rate aria-label="难度" allowClear={false} />
            </Form.Item>
          </Flex>
          <Form.Item
            name="stem"
            label={type === EXAM_QUESTION_TYPE.combined ? '材料 / 题干' : '题干'}
            required
            extra={type === EXAM_QUESTION_TYPE.fillIn ? '用 ＿＿ 或 ____ 标出每一个空' : undefined}
          >
            <Input.TextArea aria-label="题干" rows={type === EXAM_QUESTION_TYPE.combined ? 6 : 3} maxLength={4000} />
          </Form.Item>
          {type === EXAM_QUESTION_TYPE.combined ? (
            <QuestionChildrenField />
          ) : (
            <AnswerFields type={type} prefix={[]} path={[]} />
          )}
          <Form.Item name="knowledgePoints" label="知识点" extra="输入后回车，最多10个">
            <Select aria-label="知识点" mode="tags" open={false} placeholder="例如：一次函数" />
          </Form.Item>
          <Form.Item name="analysis" label="解析">
            <Input.TextArea aria-label="解析" rows={3} maxLength={5000} />
          </Form.Item>
          <Form.Item name="analysisFiles" label="解析文件">
            <AnalysisFilesField />
          </Form.Item>
        </Form>
      )}
    </Drawer>
  );
}

/** What survives a change of type: everything but the answer key. */
const pick = (v: Values): Values => ({
  subject: v.subject,
  grade: v.grade,
  stem: v.stem,
  score: v.score,
  difficulty: v.difficulty,
  knowledgePoints: v.knowledgePoints,
  analysis: v.analysis,
  analysisFiles: v.analysisFiles,
});
const LISTS = new Set(['options', 'blanks', 'children']);
const isListPath = (path: PropertyKey[]) => LISTS.has(String(path[path.length - 1]));
