import { Button, Checkbox, Form } from 'antd';
import { siteState } from '../../../lib/site-store';
import { useSmsLogin } from '../api/sms-login';
import { applyTokenResponse } from '../session';
import { MobileCodeFields } from './mobile-code-fields';

interface Values {
  mobile: string;
  code: string;
  remember: boolean;
}

export function SmsLoginForm() {
  const [form] = Form.useForm<Values>();
  const login = useSmsLogin();
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
      <MobileCodeFields form={form} smsType="login" />
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>记住我</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" autoInsertSpace={false} block loading={login.isPending}>
        登录
      </Button>
    </Form>
  );
}
