import { useEffect } from 'react';
import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { fenToYuan, REFUND_ERRORS, type ConsoleRefundRow } from '@salt/domain';
import { approveRefund, rejectRefund } from '../providers/refunds-provider';

/** 元 with at most two decimals as integer fen (no float drift: 0.29 × 100 is 28.999…). */
export const yuanToFen = (yuan: number) => Math.round(yuan * 100);

/**
 * 同意退费: the rule's amount now is the default; another amount (元) may be entered, at most the class's paid
 * share. Sent as an override only when it differs from the rule's.
 */
export function ApproveModal(props: { row: ConsoleRefundRow | null; onClose: () => void; onDone: () => unknown }) {
  const { row } = props;
  const [form] = Form.useForm<{ yuan: number }>();
  const { message } = App.useApp();
  useEffect(() => {
    if (row) form.setFieldsValue({ yuan: row.current.amountFen / 100 });
  }, [row, form]);
  const approve = useMutation({
    mutationFn: (yuan: number) => {
      const fen = yuanToFen(yuan);
      return approveRefund(row!.id, fen === row!.current.amountFen ? undefined : fen);
    },
    onSuccess: async () => {
      message.success('已同意退费');
      props.onClose();
      await props.onDone();
    },
  });
  const maxYuan = row ? row.current.paidShareFen / 100 : 0;
  return (
    <Modal
      title="同意退费"
      open={row !== null}
      okText="同意并退款"
      cancelText="取消"
      confirmLoading={approve.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {row && (
        <>
          <Typography.Paragraph>
            {row.title}（{row.user.name}）：按规则现可退 ¥{fenToYuan(row.current.amountFen)}，本班实付分摊 ¥
            {fenToYuan(row.current.paidShareFen)}。
          </Typography.Paragraph>
          <ol>
            {row.current.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <Form form={form} layout="vertical" onFinish={(v) => approve.mutate(v.yuan)}>
            <Form.Item
              label="退款金额（元）"
              name="yuan"
              rules={[
                { required: true, message: REFUND_ERRORS.overrideInvalid.msg },
                {
                  validator: async (_, v: number | null) => {
                    if (v === null || v === undefined) return;
                    if (yuanToFen(v) <= 0) throw new Error(REFUND_ERRORS.overrideInvalid.msg);
                    if (yuanToFen(v) > row.current.paidShareFen) throw new Error(REFUND_ERRORS.overrideTooHigh.msg);
                  },
                },
              ]}
            >
              <InputNumber min={0} max={maxYuan} precision={2} step={1} style={{ width: '100%' }} prefix="¥" />
            </Form.Item>
            {approve.error && <div className="ant-form-item-explain-error">{approve.error.message}</div>}
          </Form>
        </>
      )}
    </Modal>
  );
}

/** 驳回: a reason is required; the pupil sees it in 退费记录. */
export function RejectModal(props: { row: ConsoleRefundRow | null; onClose: () => void; onDone: () => unknown }) {
  const { row } = props;
  const [form] = Form.useForm<{ reason: string }>();
  const { message } = App.useApp();
  const reject = useMutation({
    mutationFn: (reason: string) => rejectRefund(row!.id, reason.trim()),
    onSuccess: async () => {
      message.success('已驳回');
      form.resetFields();
      props.onClose();
      await props.onDone();
    },
  });
  return (
    <Modal
      title="驳回退费"
      open={row !== null}
      okText="驳回"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={reject.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => reject.mutate(v.reason)}>
        <Form.Item
          label="驳回原因"
          name="reason"
          rules={[{ required: true, whitespace: true, message: REFUND_ERRORS.rejectReasonRequired.msg }]}
        >
          <Input.TextArea maxLength={200} showCount rows={3} placeholder="学员会在退费记录中看到" />
        </Form.Item>
        {reject.error && <div className="ant-form-item-explain-error">{reject.error.message}</div>}
      </Form>
    </Modal>
  );
}
