import { useState } from 'react';
import { App, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Space, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  API_PATHS,
  consoleClassFormSchema,
  fillPath,
  type ConsoleClassFormInput,
  type ConsoleGoodsDetail,
} from '@salt/domain';
import { ApiError, apiPost } from '../../lib/api/client';
import { ClassSaleFields, SALE_FIELD_OF, saleBodyOf, type ClassSaleValues } from './class-sale-fields';

interface Values extends ClassSaleValues {
  stock: number | null;
  firstDate: Dayjs | null;
  weekdays: number[];
  time: [Dayjs, Dayjs] | null;
  lessonCount: number | null;
  topics: string;
}

const WEEKDAY_OPTIONS = [1, 2, 3, 4, 5, 6, 0].map((w) => ({ value: w, label: `周${'日一二三四五六'[w]}` }));
/** Where a contract issue is shown in this form (the form asks yuan and a time range; the contract fen and times). */
const FIELD_OF: Record<string, string> = { ...SALE_FIELD_OF, schedule: 'firstDate' };

/**
 * 新增班级: price and seats, materials posted or not, the group buy, and the timetable the sessions are generated
 * from (first date, weekdays, time, number of sessions, a topic per line). Checked with the server's contract.
 */
export function ClassFormModal(props: {
  goodsId: number;
  open: boolean;
  onClose: () => void;
  onSaved: (g: ConsoleGoodsDetail) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async (v: Values) => {
    const body: ConsoleClassFormInput = {
      ...saleBodyOf(v),
      stock: v.stock as number,
      schedule: {
        firstDate: v.firstDate?.format('YYYY-MM-DD') ?? '',
        weekdays: v.weekdays ?? [],
        startTime: v.time?.[0].format('HH:mm') ?? '',
        endTime: v.time?.[1].format('HH:mm') ?? '',
        lessonCount: v.lessonCount as number,
      },
      topics: (v.topics ?? '').split('\n').map((t) => t.trim()),
    };
    const parsed = consoleClassFormSchema.safeParse(body);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => {
          const key = String(i.path[0]);
          return { name: (FIELD_OF[key] ?? key) as keyof Values, errors: [i.message] };
        }),
      );
      return;
    }
    setBusy(true);
    try {
      const goods = await apiPost<ConsoleGoodsDetail>(
        fillPath(API_PATHS.consoleGoodsClassCreate, { id: props.goodsId }),
        parsed.data,
        { silent: true },
      );
      message.success('班级已创建，课次已按排课生成');
      form.resetFields();
      props.onSaved(goods);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请重试');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="新增班级"
      open={props.open}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText="创建班级"
      cancelText="取消"
      confirmLoading={busy}
      width={680}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ needLogistics: false, isGroup: false, weekdays: [], topics: '', groupHoursValid: 24 }}
        onFinish={(v) => void submit(v)}
      >
        <ClassSaleFields
          seats={
            <Form.Item label="名额" name="stock" required>
              <InputNumber min={0} precision={0} style={{ width: 120 }} />
            </Form.Item>
          }
        />
        <Space wrap size="large" align="start">
          <Form.Item label="首次上课日期" name="firstDate" required>
            <DatePicker />
          </Form.Item>
          <Form.Item label="上课时间" name="time" required>
            <TimePicker.RangePicker format="HH:mm" minuteStep={5} />
          </Form.Item>
          <Form.Item label="课次数" name="lessonCount" required>
            <InputNumber min={1} max={200} precision={0} style={{ width: 100 }} />
          </Form.Item>
        </Space>
        <Form.Item label="上课星期" name="weekdays" required>
          <Checkbox.Group options={WEEKDAY_OPTIONS} />
        </Form.Item>
        <Form.Item label="每讲主题" name="topics" tooltip="每行一讲，可留空">
          <Input.TextArea rows={4} placeholder={'第1讲的主题\n第2讲的主题'} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
