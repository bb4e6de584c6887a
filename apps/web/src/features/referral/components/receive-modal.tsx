import { useEffect } from 'react';
import { App, Form, Input, Modal, Radio } from 'antd';
import { REFERRAL_MESSAGES, type ReferralReward, type ReferralRewardChoice } from '@salt/domain';
import { useReceiveReward } from '../api/receive-reward';
import { yuanText } from '../referral-labels';

interface Values {
  choice: ReferralRewardChoice;
  payeeName?: string;
  payeeAccount?: string;
}

const payeeRule = { required: true, whitespace: true, message: REFERRAL_MESSAGES.payeeRequired };

/**
 * 领取 a reward: 盐值 (only while the rule is on) or cash, which asks where to pay it (name and 支付宝账号 or
 * 微信号) and becomes a withdrawal staff pay out.
 */
export function ReceiveModal({ reward, onClose }: { reward: ReferralReward | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const receive = useReceiveReward();
  const choice = Form.useWatch('choice', form);
  useEffect(() => {
    if (reward) form.setFieldsValue({ choice: reward.pointsEnabled ? 'points' : 'cash' });
  }, [reward, form]);

  const submit = (v: Values) => {
    if (!reward) return;
    const payeeName = v.payeeName?.trim() ?? '';
    const payeeAccount = v.payeeAccount?.trim() ?? '';
    if (v.choice === 'cash' && (!payeeName || !payeeAccount)) {
      // The payee fields appear with the cash choice; a submit racing that render still asks for them.
      form.setFields([
        { name: 'payeeName', errors: payeeName ? [] : [REFERRAL_MESSAGES.payeeRequired] },
        { name: 'payeeAccount', errors: payeeAccount ? [] : [REFERRAL_MESSAGES.payeeRequired] },
      ]);
      return;
    }
    const body = v.choice === 'cash' ? { choice: v.choice, payeeName, payeeAccount } : { choice: v.choice };
    receive.mutate(
      { id: reward.id, body },
      {
        onSuccess: () => {
          message.success(
            v.choice === 'points' ? `已领取 ${reward.pointsAmount} 盐值` : '提现申请已提交，审核通过后打款到你的账户',
          );
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={reward !== null}
      title="领取奖励"
      okText="确认领取"
      cancelText="取消"
      centered
      confirmLoading={receive.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      {reward && (
        <Form form={form} layout="vertical" onFinish={submit} className="rf-receive">
          <p className="rf-receive__for">好友 {reward.friendName} 的首单奖励，二选一：</p>
          <Form.Item name="choice" label="奖励方式">
            <Radio.Group className="rf-choices">
              {reward.pointsEnabled && (
                <Radio.Button value="points" className="rf-choice">
                  <strong>{reward.pointsAmount}</strong> 盐值
                  <small>立即到账，可在盐值商城兑换</small>
                </Radio.Button>
              )}
              <Radio.Button value="cash" className="rf-choice">
                <strong>{yuanText(reward.cashFen)}</strong> 现金
                <small>审核后 3 个工作日内打款</small>
              </Radio.Button>
            </Radio.Group>
          </Form.Item>
          {choice === 'cash' && (
            <>
              <Form.Item name="payeeName" label="收款人姓名" rules={[payeeRule]}>
                <Input maxLength={32} placeholder="请输入收款人真实姓名" />
              </Form.Item>
              <Form.Item name="payeeAccount" label="收款账号" rules={[payeeRule]}>
                <Input maxLength={64} placeholder="支付宝账号或微信号" />
              </Form.Item>
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
