import { Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { passwordRule } from '../../../components/form-rules';
import { feedback } from '../../../lib/api/feedback';
import { useResetPassword } from '../api/reset-password';
import { MobileCodeFields } from './mobile-code-fields';

interface Values {
  mobile: string;
  code: string;
  password: string;
}

export function ResetPasswordForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const reset = useResetPassword();
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
      <MobileCodeFields form={form} smsType="reset" />
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
