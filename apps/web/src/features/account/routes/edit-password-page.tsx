import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { passwordRule, requiredRule } from '../../../components/form-rules';
import { feedback } from '../../../lib/api/feedback';
import { clearSession, openLoginDialog } from '../../../lib/site-store';
import { AccountCard } from '../components/account-card';
import { useUpdatePassword } from '../api/update-password';

interface Values {
  password: string;
  newpassword1: string;
  confirm: string;
}

/** Changing the password ends the session everywhere, so the user logs in again with the new one. */
export function EditPasswordPage() {
  const update = useUpdatePassword();
  const navigate = useNavigate();
  const onFinish = (v: Values) =>
    update.mutate(
      { password: v.password, newpassword1: v.newpassword1 },
      {
        onSuccess: () => {
          feedback().info('密码修改成功，请重新登录');
          clearSession();
          void navigate('/');
          openLoginDialog('login');
        },
      },
    );
  return (
    <AccountCard title="修改密码">
      <Form<Values>
        name="edit-password"
        layout="vertical"
        validateTrigger="onBlur"
        style={{ maxWidth: 420 }}
        onFinish={onFinish}
      >
        <Form.Item label="原密码" name="password" rules={[requiredRule]}>
          <Input.Password placeholder="请输入原密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="newpassword1" rules={[passwordRule]}>
          <Input.Password placeholder="6-20位，必须包含数字和字母" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirm"
          dependencies={['newpassword1']}
          rules={[
            requiredRule,
            ({ getFieldValue }) => ({
              validator: (_r, value) =>
                !value || value === getFieldValue('newpassword1')
                  ? Promise.resolve()
                  : Promise.reject(new Error('两次输入的密码不一致')),
            }),
          ]}
        >
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          确认修改
        </Button>
      </Form>
    </AccountCard>
  );
}
