import { useEffect, useState } from 'react';
import { App, DatePicker, Form, Input, Modal, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  chinaDateOf,
  chinaTimeOf,
  consoleSessionAddSchema,
  consoleSessionUpdateSchema,
  type ConsoleClassSession,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { classSessionsApi } from './class-sessions-api';

interface Values {
  date: Dayjs | null;
  time: [Dayjs, Dayjs] | null;
  topic: string;
}

/** Where a contract issue shows: the form asks a date and a time range, the contract a date and two times. */
const FIELD_OF: Record<string, keyof Values> = { date: 'date', startTime: 'time', endTime: 'time', topic: 'topic' };

/**
 * 新增课次 (no `session`) or 调整课次: a day, a time and a topic, in China time as the timetable shows them. The
 * server decides whether the session may move (not begun, not in the past, between its neighbours) and says why
 * not in Chinese; a save over someone else's newer one answers 409.
 */
export function SessionFormModal(props: {
  skuId: number;
  session: ConsoleClassSession | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { session } = props;

  useEffect(() => {
    if (!props.open) return;
    form.setFieldsValue(
      session
        ? {
            date: dayjs(chinaDateOf(session.startAt)),
            time: [dayjs(chinaTimeOf(session.startAt), 'HH:mm'), dayjs(chinaTimeOf(session.endAt), 'HH:mm')],
            topic: session.topic ?? '',
          }
        : { date: null, time: null, topic: '' },
    );
  }, [props.open, session, form]);

  const submit = async (v: Values) => {
    const fields = {
      date: v.date?.format('YYYY-MM-DD') ?? '',
      startTime: v.time?.[0].format('HH:mm') ?? '',
      endTime: v.time?.[1].format('HH:mm') ?? '',
      topic: v.topic ?? '',
    };
    const parsed = session
      ? consoleSessionUpdateSchema.safeParse({ ...fields, version: session.version })
      : consoleSessionAddSchema.safeParse(fields);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: FIELD_OF[String(i.path[0])] ?? 'date', errors: [i.message] })),
      );
      return;
    }
    setBusy(true);
    try {
      if (session) await classSessionsApi.update(session.id, { ...parsed.data, version: session.version });
      else await classSessionsApi.add(props.skuId, parsed.data);
      message.success(session ? '课次已调整，已通知班级学员' : '课次已新增');
      props.onSaved();
    } catch (e) {
      // The rules' refusals (past, out of order, begun) belong to the time the admin chose.
      if (e instanceof ApiError && e.status === 400) form.setFields([{ name: 'date', errors: [e.message] }]);
      else message.error(e instanceof ApiError ? e.message : '保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={session ? `调整课次 · ${session.title}` : '新增课次'}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item label="上课日期" name="date" required>
          <DatePicker style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label="上课时间" name="time" required>
          <TimePicker.RangePicker format="HH:mm" minuteStep={5} />
        </Form.Item>
        <Form.Item label="本讲主题" name="topic">
          <Input maxLength={50} placeholder="可留空" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
