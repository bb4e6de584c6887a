import { Button, Checkbox, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { requiredRule } from '../../../components/form-rules';
import { siteState } from '../../../lib/site-store';
import { usePasswordLogin } from '../api/password-login';
import { applyTokenResponse, rememberedUsername } from '../session';

interface Values {
  username: string;
  password: string;
  remember: boolean;
}

export function PasswordLoginForm() {
  const [form] = Form.useForm<Values>();
  const login = usePasswordLogin();
  const onFinish = (v: Values) =>
    login.mutate(
      { username: v.username.trim(), password: v.password },
      { onSuccess: (res) => applyTokenResponse(res, v.remember, v.username.trim()) },
    );
  return (
    <Form
      form={form}
      name="password-login"
      validateTrigger="onBlur"
      size="large"
      initialValues={{ username: rememberedUsername(), remember: siteState().rememberUser }}
      onFinish={onFinish}
    >
      <Form.Item name="username" rules={[requiredRule]}>
        <Input
          prefix={<UserOutlined />}
          placeholder="请输入用户名/手机号"
          aria-label="用户名/手机号"
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[requiredRule]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          aria-label="密码"
          autoComplete="current-password"
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
