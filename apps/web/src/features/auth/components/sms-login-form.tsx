import { Button, Checkbox, Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { mobileRule, requiredRule } from '../../../components/form-rules';
import { siteState } from '../../../lib/site-store';
import { useSmsLogin } from '../api/sms-login';
import { applyTokenResponse } from '../session';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { sendSmsCode } from '../api/send-sms-code';

interface Values {
  mobile: string;
  code: string;
  remember: boolean;
}

export function SmsLoginForm() {
  const [form] = Form.useForm<Values>();
  const login = useSmsLogin();
  const getMobile = () =>
    form
      .validateFields(['mobile'])
      .then((v) => v.mobile)
      .catch(() => null);
  const onFinish = (v: Values) =>
    login.mutate(
      { mobile: v.mobile, code: v.code.trim() },
      { onSuccess: (res) => applyTokenResponse(res, v.remember, v.mobile) },
    );
  return (
    <Form
      form={form}
      name="sms-login"
      validateTrigger="onBlur"
      size="large"
      initialValues={{ remember: siteState().rememberUser }}
      onFinish={onFinish}
    >
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
          suffix={<SmsCodeButton getMobile={getMobile} onSend={(mobile) => sendSmsCode({ mobile, type: 'login' })} />}
          placeholder="请输入验证码"
          aria-label="验证码"
          maxLength={6}
          inputMode="numeric"
        />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>记住我</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" autoInsertSpace={false} block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}
