import { App, Form, Input, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { REFERRAL_MESSAGES, type ConsoleReferralWithdrawal } from '@salt/domain';
import { reviewWithdrawal } from '../providers/referral-withdrawals-provider';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** 驳回 a withdrawal: the reason is required (the pupil reads it, and may choose the reward again). */
export function RejectModal(props: {
  row: ConsoleReferralWithdrawal | null;
  onClose: () => void;
  onDone: () => unknown;
}) {
  const { row } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useMutation({
    mutationFn: (reason: string) => reviewWithdrawal(row!.id, { approve: false, reason }),
    onSuccess: async () => {
      message.success('已驳回');
      props.onClose();
      await props.onDone();
    },
    onError: (e) => message.error(e.message || '操作失败，请重试'),
  });
  return (
    <Modal
      title="驳回提现"
      open={row !== null}
      okText="确认驳回"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={reject.isPending}
      onCancel={props.onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {row && (
        <Typography.Paragraph type="secondary">
          {row.user.name} 申请提现 {yuan(row.amountFen)}，收款人 {row.payeeName}（{row.payeeAccount}）
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => reject.mutate(v.reason.trim())}>
        <Form.Item
          label="驳回原因"
          name="reason"
          rules={[{ required: true, whitespace: true, message: REFERRAL_MESSAGES.rejectReasonRequired }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="例如：收款账号与姓名不符，请核对后重新领取" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
