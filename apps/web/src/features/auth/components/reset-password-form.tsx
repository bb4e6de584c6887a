import { Button, Form, Input } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { mobileRule, passwordRule, requiredRule } from '../../../components/form-rules';
import { feedback } from '../../../lib/api/feedback';
import { useResetPassword } from '../api/reset-password';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { sendSmsCode } from '../api/send-sms-code';

interface Values {
  mobile: string;
  code: string;
  password: string;
}

export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();
  const getMobile = () =>
    form
      .validateFields(['mobile'])
      .then((v) => v.mobile)
      .catch(() => null);
  const onFinish = (v: Values) =>
    reset.mutate(
      { mobile: v.mobile, code: v.code.trim(), password: v.password },
      {
        onSuccess: () => {
          feedback().info('密码重置成功，请登录');
          onDone();
        },
      },
    );
  return (
    <Form form={form} name="reset-password" validateTrigger="onBlur" size="large" onFinish={onFinish}>
      <Form.Item name="mobile" rules={[mobileRule]}>
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入手机号"
          aria-label="手机号"
          maxLength={11}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item name="code" rules={[requiredRule]}>
        <Input
          prefix={<SafetyOutlined />}
          suffix={<SmsCodeButton getMobile={getMobile} onSend={(mobile) => sendSmsCode({ mobile, type: 'reset' })} />}
          placeholder="请输入验证码"
          aria-label="验证码"
          maxLength={6}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item name="password" rules={[passwordRule]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入新密码（6-20位数字和字母）"
          aria-label="新密码"
          autoComplete="new-password"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" autoInsertSpace={false} block loading={reset.isPending}>
        重置密码
      </Button>
    </Form>
  );
}
