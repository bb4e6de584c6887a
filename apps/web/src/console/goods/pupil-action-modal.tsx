import { useEffect, useState } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import {
  consoleClassPupilAddSchema,
  consoleEnrolmentEndSchema,
  consoleEnrolmentMoveSchema,
  type ConsoleClassPupil,
  type ConsoleClassPupilPage,
} from '@salt/domain';
import { ApiError } from '../../lib/api/client';
import { classPupilsApi } from './class-pupils-api';

/** What the modal does: put a pupil in, move one, or end one's place. */
export type PupilAction =
  { kind: 'add' } | { kind: 'move'; pupil: ConsoleClassPupil } | { kind: 'end'; pupil: ConsoleClassPupil };

interface Values {
  account?: string;
  toSkuId?: number;
  reason?: string;
}

const TITLE = { add: '添加学员', move: '调班', end: '结束学习' } as const;
const DONE = { add: '已添加，学员会收到通知', move: '已调班，学员会收到通知', end: '已结束，名额已释放' } as const;
const nameOf = (p: ConsoleClassPupil) => p.realname || p.username;

/**
 * 添加学员 / 调班 / 结束学习: one small form each, checked with the shared contracts before it is sent; the server's
 * refusals (班级名额已满, 该学员已在本班 …) show on the field they concern.
 */
export function PupilActionModal(props: {
  skuId: number;
  action: PupilAction | null;
  page: ConsoleClassPupilPage | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { action } = props;

  useEffect(() => {
    if (action) form.resetFields();
  }, [action, form]);

  const submit = async (v: Values) => {
    if (!action) return;
    const parsed =
      action.kind === 'add'
        ? consoleClassPupilAddSchema.safeParse({ account: v.account ?? '', reason: v.reason ?? '' })
        : action.kind === 'move'
          ? consoleEnrolmentMoveSchema.safeParse({ toSkuId: v.toSkuId, reason: v.reason ?? '' })
          : consoleEnrolmentEndSchema.safeParse({ reason: v.reason ?? '' });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((i) => ({ name: String(i.path[0]) as keyof Values, errors: [i.message] })),
      );
      return;
    }
    setBusy(true);
    try {
      if (action.kind === 'add') await classPupilsApi.add(props.skuId, { account: v.account!, reason: v.reason! });
      else if (action.kind === 'move')
        await classPupilsApi.move(action.pupil.id, { toSkuId: v.toSkuId!, reason: v.reason! });
      else await classPupilsApi.end(action.pupil.id, { reason: v.reason! });
      message.success(DONE[action.kind]);
      props.onDone();
    } catch (e) {
      const text = e instanceof ApiError ? e.message : '保存失败，请重试';
      const field = action.kind === 'add' ? 'account' : action.kind === 'move' ? 'toSkuId' : 'reason';
      if (e instanceof ApiError && e.status !== null && e.status < 500)
        form.setFields([{ name: field, errors: [text] }]);
      else message.error(text);
    } finally {
      setBusy(false);
    }
  };

  const targets = props.page?.moveTargets ?? [];
  return (
    <Modal
      title={action ? `${TITLE[action.kind]}${action.kind === 'add' ? '' : ` · ${nameOf(action.pupil)}`}` : ''}
      open={action !== null}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      okText={action?.kind === 'end' ? '确认结束' : '确定'}
      okButtonProps={{ danger: action?.kind === 'end' }}
      cancelText="取消"
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        {action?.kind === 'add' && (
          <Form.Item label="学生账号" name="account" required extra="用户名或手机号；占用本班一个名额，不生成订单">
            <Input maxLength={50} placeholder="例如 13800000000" />
          </Form.Item>
        )}
        {action?.kind === 'move' && (
          <Form.Item label="调入班级" name="toSkuId" required extra="同一课程的其他班级；原班名额释放">
            <Select
              placeholder={targets.length ? '请选择班级' : '本课程没有其他班级'}
              options={targets.map((t) => ({
                value: t.skuId,
                disabled: t.finished || t.seatsLeft < 1,
                label: `${t.name}（${t.finished ? '已结课' : `剩余 ${t.seatsLeft} 个名额`}）`,
              }))}
            />
          </Form.Item>
        )}
        {action?.kind === 'end' && (
          <p>
            结束后 {nameOf(action.pupil)} 不能再进入本班的直播和回放，已上课的记录和作业保留，名额释放给商城。
            {action.pupil.orderNo ? '如需退款，请在订单中处理。' : ''}
          </p>
        )}
        <Form.Item label="原因" name="reason" required>
          <Input.TextArea
            maxLength={100}
            rows={2}
            placeholder={action?.kind === 'add' ? '例如：线下缴费、赠课' : '例如：时间冲突、家长申请'}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
