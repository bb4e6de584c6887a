import { useEffect, useState } from 'react';
import { useCreate, useUpdate } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Flex, Form, Input, InputNumber, Select, Skeleton, Space, Statistic } from 'antd';
import { consolePaperCreateSchema, consolePaperUpdateSchema, paperTotalTenths } from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { SUBJECT_OPTIONS } from '../goods/goods-options';
import { paperDetail } from '../providers/bank-provider';
import { PaperSectionsField, type PaperSection } from './paper-sections-field';

interface Values {
  title?: string;
  subject?: string;
  grade?: string;
  durationMinutes?: number | null;
  sections?: PaperSection[];
}

/**
 * 新建试卷 / 编辑试卷: title, subject, grade, time limit and the sections with their questions and points; the
 * total is shown as it will be computed (the server computes it again). Editing a paper already sat is allowed:
 * every attempt keeps the copy it started with, later attempts get the edit.
 */
export function PaperFormDrawer(props: {
  open: boolean;
  paperId: number | null;
  grades: { value: string; label: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problems, setProblems] = useState<string[]>([]);
  const { mutateAsync: create, mutation: creating } = useCreate<{ id: number }>();
  const { mutateAsync: update, mutation: updating } = useUpdate<{ id: number }>();
  const editing = props.paperId !== null;
  const detail = useQuery({
    queryKey: ['console', 'paper', props.paperId],
    queryFn: () => paperDetail(props.paperId!),
    enabled: props.open && editing,
    gcTime: 0,
  });
  const sections = (Form.useWatch('sections', { form, preserve: true }) as PaperSection[] | undefined) ?? [];
  const subject = Form.useWatch('subject', form) as string | undefined;
  const grade = Form.useWatch('grade', form) as string | undefined;
  const total = paperTotalTenths(sections.map((s) => ({ title: s.title, items: s.items ?? [] }))) / 10;
  const count = sections.reduce((n, s) => n + (s.items?.length ?? 0), 0);

  useEffect(() => {
    if (!props.open) return;
    setProblems([]);
    form.resetFields();
    if (!editing) form.setFieldsValue({ durationMinutes: 60, sections: [{ title: '一、选择题', items: [] }] });
    else if (detail.data) form.setFieldsValue(detail.data);
  }, [props.open, editing, detail.data, form]);

  const submit = async () => {
    const v = form.getFieldsValue(true) as Values;
    const body = { ...v, durationMinutes: v.durationMinutes ?? Number.NaN, sections: v.sections ?? [] };
    const parsed = editing
      ? consolePaperUpdateSchema.safeParse({ ...body, version: detail.data?.version })
      : consolePaperCreateSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      form.setFields(issues.map((i) => ({ name: i.path as never, errors: [i.message] })));
      setProblems([...new Set(issues.map((i) => i.message))]);
      return;
    }
    setProblems([]);
    try {
      const args = {
        resource: 'papers',
        values: parsed.data,
        successNotification: false,
        errorNotification: false,
      } as const;
      if (editing) await update({ ...args, id: props.paperId! });
      else await create(args);
      message.success(editing ? '试卷已保存' : '试卷已创建，可在“考试”中安排');
      props.onSaved();
    } catch (e) {
      setProblems([e instanceof ApiError || e instanceof Error ? e.message : '保存失败，请重试']);
    }
  };

  return (
    <Drawer
      title={editing ? '编辑试卷' : '新建试卷'}
      open={props.open}
      onClose={props.onClose}
      size={900}
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
      {editing && (detail.data?.attemptCount ?? 0) > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={`已有 ${detail.data!.attemptCount} 人次作答：已开始的作答保留原试卷，修改只影响之后开始的作答。`}
        />
      )}
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={problems.join('；')}
          data-testid="paper-problems"
        />
      )}
      {editing && detail.isLoading ? (
        <Skeleton active />
      ) : (
        <Form<Values> form={form} layout="vertical">
          <Flex gap="middle" wrap align="end">
            <Form.Item name="title" label="试卷名称" required style={{ width: 320 }}>
              <Input aria-label="试卷名称" maxLength={200} />
            </Form.Item>
            <Form.Item name="subject" label="科目" required style={{ width: 120 }}>
              <Select aria-label="科目" options={SUBJECT_OPTIONS} />
            </Form.Item>
            <Form.Item name="grade" label="年级" required style={{ width: 120 }}>
              <Select aria-label="年级" options={props.grades} />
            </Form.Item>
            <Form.Item name="durationMinutes" label="答题时长（分钟）" required>
              <InputNumber aria-label="答题时长" min={1} max={300} precision={0} />
            </Form.Item>
          </Flex>
          <Flex gap="large" style={{ marginBottom: 12 }}>
            <Statistic title="题目数" value={count} />
            <Statistic title="总分" value={Math.round(total * 10) / 10} suffix="分" data-testid="paper-total" />
          </Flex>
          <PaperSectionsField start={{ subject, grade }} grades={props.grades} />
        </Form>
      )}
    </Drawer>
  );
}
