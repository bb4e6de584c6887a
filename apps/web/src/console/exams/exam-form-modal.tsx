import { useEffect, useMemo } from 'react';
import { useCreate, useUpdate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, DatePicker, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  EXAM_SCHEDULE_MESSAGES,
  SCHEDULED_EXAM_KINDS,
  SCHEDULED_EXAM_KIND_LABELS,
  SUBJECT_LABELS,
  consoleExamCreateSchema,
  consoleExamUpdateSchema,
  type ConsoleExamRow,
  type ScheduledExamKind,
  type SubjectValue,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { examOptions } from '../providers/exams-provider';

interface Values {
  kind?: ScheduledExamKind;
  title?: string;
  paperId?: number;
  offeringId?: number | null;
  window?: [Dayjs | null, Dayjs | null] | null;
  durationMinutes?: number | null;
  maxAttempts?: number | null;
}

const FIELD_OF: Record<string, keyof Values> = {
  kind: 'kind',
  title: 'title',
  paperId: 'paperId',
  offeringId: 'offeringId',
  opensAt: 'window',
  closesAt: 'window',
  durationMinutes: 'durationMinutes',
  maxAttempts: 'maxAttempts',
};
/** Where a server refusal belongs (its message under that field). */
const FIELD_OF_CODE: Record<string, keyof Values> = {
  CONSOLE_EXAM_CLASS_REQUIRED: 'offeringId',
  CONSOLE_EXAM_CLASS_NOT_ALLOWED: 'offeringId',
  CONSOLE_EXAM_WINDOW_REQUIRED: 'window',
  CONSOLE_EXAM_END_AFTER_START: 'window',
  CONSOLE_EXAM_END_IN_PAST: 'window',
  CONSOLE_EXAM_WINDOW_TOO_SHORT: 'window',
  CONSOLE_EXAM_PAPER_LOCKED: 'paperId',
  CONSOLE_EXAM_START_LOCKED: 'window',
  CONSOLE_EXAM_ATTEMPTS_BELOW_USED: 'maxAttempts',
  CONSOLE_EXAM_PAPER_NOT_FOUND: 'paperId',
};
const subjectOf = (v: string) => SUBJECT_LABELS[v as SubjectValue] ?? v;

const valuesOf = (e: ConsoleExamRow): Values => ({
  kind: e.kind,
  title: e.title,
  paperId: e.paperId,
  offeringId: e.offeringId,
  window: e.opensAt && e.closesAt ? [dayjs(e.opensAt), dayjs(e.closesAt)] : null,
  durationMinutes: e.durationMinutes,
  maxAttempts: e.maxAttempts,
});

/**
 * 安排考试 / 修改考试安排: a paper of the bank, for one class (结课考试) or everyone, a window, a time limit (the
 * paper's unless changed) and the attempts allowed (blank: no limit). Checked with the server's contract before
 * sending; once pupils have sat it the server keeps paper, start and limit, and says so under the field.
 */
export function ExamFormModal(props: {
  open: boolean;
  exam?: ConsoleExamRow;
  gradeLabel: (v: string) => string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { mutateAsync: create, mutation: creating } = useCreate<{ id: number }>();
  const { mutateAsync: update, mutation: updating } = useUpdate<{ id: number }>();
  const options = useQuery({ queryKey: ['console', 'exam-options'], queryFn: examOptions, enabled: props.open });
  const kind = Form.useWatch('kind', form);
  const paperId = Form.useWatch('paperId', form);
  const paper = options.data?.papers.find((p) => p.id === paperId);
  const sat = (props.exam?.attempts ?? 0) > 0;

  useEffect(() => {
    if (!props.open) return;
    form.resetFields();
    if (props.exam) form.setFieldsValue(valuesOf(props.exam));
  }, [props.open, props.exam, form]);

  // The classes of the chosen paper's subject and grade first: a class exam is on its own subject.
  const classOptions = useMemo(() => {
    const all = options.data?.classes ?? [];
    const fits = (c: (typeof all)[number]) => !paper || (c.subject === paper.subject && c.grade === paper.grade);
    return [...all.filter(fits), ...all.filter((c) => !fits(c))].map((c) => ({
      value: c.offeringId,
      label: `${c.name}（${subjectOf(c.subject)} ${props.gradeLabel(c.grade)}）`,
    }));
  }, [options.data, paper, props]);

  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = {
      kind: v.kind,
      title: v.title ?? '',
      paperId: v.paperId,
      offeringId: v.kind === 'jieke' ? (v.offeringId ?? null) : null,
      // No window at all: always open (the contract and the rules say whether this kind may be).
      opensAt: v.window?.[0]?.toISOString() ?? null,
      closesAt: v.window?.[1]?.toISOString() ?? null,
      durationMinutes: v.durationMinutes ?? Number.NaN,
      maxAttempts: v.maxAttempts ?? null,
    };
    const parsed = props.exam
      ? consoleExamUpdateSchema.safeParse({ ...body, version: props.exam.version })
      : consoleExamCreateSchema.safeParse(body);
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((i) => ({ name: FIELD_OF[String(i.path[0])] ?? 'title', errors: [i.message] }));
    if (body.kind === 'jieke' && body.opensAt === null)
      issues.push({ name: 'window', errors: [EXAM_SCHEDULE_MESSAGES.windowRequired] });
    if (!parsed.success || issues.length > 0) {
      form.setFields(issues);
      return;
    }
    try {
      if (props.exam) {
        await update({
          resource: 'exams',
          id: props.exam.id,
          values: parsed.data,
          successNotification: false,
          errorNotification: false,
        });
        message.success('考试安排已保存');
      } else {
        await create({ resource: 'exams', values: parsed.data, successNotification: false, errorNotification: false });
        message.success('考试已安排，学员可在考试列表中看到');
      }
      props.onSaved();
    } catch (e) {
      const field = e instanceof ApiError && e.errorCode ? FIELD_OF_CODE[e.errorCode] : undefined;
      if (field) form.setFields([{ name: field, errors: [(e as Error).message] }]);
      else message.error(e instanceof Error ? e.message : '保存失败，请重试');
    }
  };

  return (
    <Modal
      open={props.open}
      title={props.exam ? '修改考试安排' : '安排考试'}
      okText="保存"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={props.onClose}
      confirmLoading={creating.isPending || updating.isPending}
      width={640}
      destroyOnHidden
    >
      {sat && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`已有 ${props.exam!.attempts} 人次参加：试卷、班级、开始时间和答题时长保持不变，可延长结束时间或增加次数。`}
        />
      )}
      {options.error && <Alert type="error" showIcon title={options.error.message} style={{ marginBottom: 12 }} />}
      <Form<Values> form={form} layout="vertical" initialValues={{ kind: 'jieke', maxAttempts: 1 }}>
        <Form.Item name="kind" label="考试类型" required>
          <Select
            disabled={sat}
            options={SCHEDULED_EXAM_KINDS.map((k) => ({ value: k, label: SCHEDULED_EXAM_KIND_LABELS[k] }))}
          />
        </Form.Item>
        <Form.Item name="title" label="考试名称" required>
          <Input maxLength={100} placeholder="例如：第一单元结课考试" />
        </Form.Item>
        <Form.Item
          name="paperId"
          label="试卷"
          required
          extra={
            paper
              ? `${paper.questionCount} 题，满分 ${paper.totalScore} 分，建议时长 ${paper.durationMinutes} 分钟`
              : undefined
          }
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            disabled={sat}
            loading={options.isLoading}
            placeholder="选择题库中的试卷"
            options={(options.data?.papers ?? []).map((p) => ({
              value: p.id,
              label: `${p.title}（${subjectOf(p.subject)} ${props.gradeLabel(p.grade)}）`,
            }))}
            onChange={(id: number) => {
              const chosen = options.data?.papers.find((p) => p.id === id);
              if (chosen && !form.getFieldValue('durationMinutes'))
                form.setFieldValue('durationMinutes', chosen.durationMinutes);
            }}
          />
        </Form.Item>
        {kind === 'jieke' && (
          <Form.Item name="offeringId" label="班级" required extra="只有该班在读学员可以参加">
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              disabled={sat}
              placeholder="选择班级"
              options={classOptions}
            />
          </Form.Item>
        )}
        <Form.Item
          name="window"
          label="考试时间"
          required={kind === 'jieke'}
          extra={kind === 'jieke' ? undefined : '留空为长期开放，学员随时可以参加'}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format="YYYY-MM-DD HH:mm"
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="durationMinutes" label="答题时长（分钟）" required>
          <InputNumber min={5} max={300} precision={0} style={{ width: 200 }} disabled={sat} />
        </Form.Item>
        <Form.Item name="maxAttempts" label="可考次数" extra="留空为不限次数（模拟考试常用）">
          <InputNumber min={1} max={10} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Typography.Text type="secondary">
          学员在开始时间后可进入考试，每次作答限时为答题时长，到结束时间未交卷的自动交卷。
        </Typography.Text>
      </Form>
    </Modal>
  );
}
