import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { API_PATHS, fillPath, type ExamAttemptRow, type ExamTimeResult } from '@salt/domain';
import { apiPost } from '../../lib/api/client';

/** 加时: more minutes on an open attempt's deadline; 重新开放: a handed-in attempt open again for so many minutes. */
export type AttemptTimeAction = 'extraTime' | 'reopen';

interface TimeValues {
  minutes: number | null;
  reason: string;
}

const TEXT = {
  extraTime: {
    title: (name: string) => `给 ${name} 加时`,
    minutes: '加时（分钟）',
    hint: '只延长这位学生本次作答的截止时间，操作会记入审计日志。',
    ok: '确认加时',
    done: '已加时',
    path: API_PATHS.examSessionExtraTime,
  },
  reopen: {
    title: (name: string) => `重新开放 ${name} 的答卷`,
    minutes: '作答时间（分钟）',
    hint: '已交的答卷将回到作答中，答案保留，再次交卷后重新判分；操作会记入审计日志。',
    ok: '确认重新开放',
    done: '已重新开放',
    path: API_PATHS.examSessionReopen,
  },
} as const;

/** The API takes seconds (1 s to 2 h): the form asks for whole minutes, 1 to 120. */
const MOST_MINUTES = 120;

/**
 * The confirm for 加时 or 重新开放 on one pupil's attempt: minutes and a reason (both audited on the server). The
 * server's refusal (already handed in, not the caller's class…) shows in the modal in its own words.
 */
export function AttemptTimeModal(props: {
  attempt: ExamAttemptRow | null;
  action: AttemptTimeAction;
  onClose: () => void;
  onDone: () => void;
}) {
  const { attempt, action } = props;
  const text = TEXT[action];
  const [form] = Form.useForm<TimeValues>();
  const { message } = App.useApp();
  const send = useMutation({
    mutationFn: (values: TimeValues) =>
      apiPost<ExamTimeResult>(
        fillPath(text.path, { id: attempt!.sessionId }),
        { seconds: (values.minutes ?? 0) * 60, reason: values.reason?.trim() ?? '' },
        { silent: true },
      ),
    onSuccess: (result) => {
      message.success(`${text.done}，截止时间 ${dayjs(result.deadline).tz().format('MM-DD HH:mm')}`);
      form.resetFields();
      props.onDone();
    },
  });
  return (
    <Modal
      title={attempt ? text.title(attempt.pupilName) : ''}
      open={attempt !== null}
      okText={text.ok}
      cancelText="取消"
      confirmLoading={send.isPending}
      onCancel={() => {
        send.reset();
        props.onClose();
      }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{text.hint}</Typography.Paragraph>
      <Form<TimeValues>
        form={form}
        layout="vertical"
        initialValues={{ minutes: action === 'reopen' ? 30 : 10, reason: '' }}
        onFinish={(values) => send.mutate(values)}
      >
        <Form.Item
          label={text.minutes}
          name="minutes"
          rules={[{ required: true, type: 'integer', min: 1, max: MOST_MINUTES, message: '请填写 1 到 120 分钟' }]}
        >
          <InputNumber min={1} max={MOST_MINUTES} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label="原因" name="reason">
          <Input maxLength={200} placeholder="如：网络中断" />
        </Form.Item>
        {send.error && <div className="ant-form-item-explain-error">{send.error.message}</div>}
      </Form>
    </Modal>
  );
}
