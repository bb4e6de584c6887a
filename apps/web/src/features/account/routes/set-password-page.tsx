import { Button, Form, Input } from 'antd';
import { mobileRule, passwordRule, requiredRule } from '../../../components/form-rules';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { feedback } from '../../../lib/api/feedback';
import { useSiteStore } from '../../../lib/site-store';
import { AccountCard } from '../components/account-card';
import { sendSmsCode, useResetPassword } from '../../auth';

interface Values {
  mobile: string;
  code: string;
  password: string;
}

/** 设置密码 by SMS code to the bound phone: for accounts created by code login, or a forgotten password. */
export function SetPasswordPage() {
  const phone = useSiteStore((s) => s.user?.sysUser.phone ?? '');
  const [form] = Form.useForm<Values>();
  // Accounts made by SMS login have no password; they set one by proving the phone, like a reset.
  const setPassword = useResetPassword();
  const getMobile = () =>
    form
      .validateFields(['mobile'])
      .then((v) => v.mobile)
      .catch(() => null);
  const onFinish = (v: Values) =>
    setPassword.mutate(
      { mobile: v.mobile, code: v.code.trim(), password: v.password },
      { onSuccess: () => feedback().info('密码设置成功') },
    );
  return (
    <AccountCard title="设置密码">
      <Form<Values>
        form={form}
        name="set-password"
        layout="vertical"
        validateTrigger="onBlur"
        style={{ maxWidth: 420 }}
        initialValues={{ mobile: phone }}
        onFinish={onFinish}
      >
        <Form.Item label="手机号" name="mobile" rules={[mobileRule]}>
          <Input placeholder="请输入手机号" maxLength={11} inputMode="numeric" disabled={!!phone} />
        </Form.Item>
        <Form.Item label="验证码" name="code" rules={[requiredRule]}>
          <Input
            placeholder="请输入验证码"
            maxLength={6}
            inputMode="numeric"
            suffix={<SmsCodeButton getMobile={getMobile} onSend={(mobile) => sendSmsCode({ mobile, type: 'reset' })} />}
          />
        </Form.Item>
        <Form.Item label="新密码" name="password" rules={[passwordRule]}>
          <Input.Password placeholder="6-20位，必须包含数字和字母" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={setPassword.isPending}>
          设置密码
        </Button>
      </Form>
    </AccountCard>
  );
}
