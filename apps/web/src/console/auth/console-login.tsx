import { useLogin } from '@refinedev/core';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';

interface LoginValues {
  username: string;
  password: string;
}

/** The console's own login (the site's password grant): staff can open /console directly from a bookmark. */
export function ConsoleLogin() {
  const { message } = App.useApp();
  const { mutate: login, isPending } = useLogin<LoginValues>();
  const onFinish = (values: LoginValues) =>
    login(values, {
      onSuccess: (res) => {
        if (!res.success) void message.error(res.error?.message ?? '登录失败');
      },
    });
  return (
    <div className="console-centre">
      <Card className="console-login" title="盐课堂控制台">
        <Typography.Paragraph type="secondary">请使用教师或管理员账号登录</Typography.Paragraph>
        <Form<LoginValues> layout="vertical" onFinish={onFinish} requiredMark={false}>
          <Form.Item name="username" label="账号" rules={[{ required: true, message: '请输入账号' }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" />
          </Form.Item>
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={isPending}>
            登录
          </Button>
        </Form>
        <Typography.Paragraph className="console-login__home">
          <a href="/">回到盐课堂首页</a>
        </Typography.Paragraph>
      </Card>
    </div>
  );
}
