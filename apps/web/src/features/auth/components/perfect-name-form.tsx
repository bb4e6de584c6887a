import { Button, Form, Input } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { requiredRule } from '../../../components/form-rules';
import { closeLoginDialog, saveUser, siteState } from '../../../lib/site-store';
import { useUpdateUser } from '../api/update-user';

export function PerfectNameForm() {
  const update = useUpdateUser();
  const onFinish = ({ realname }: { realname: string }) => {
    const name = realname.trim();
    update.mutate(
      { realname: name },
      {
        onSuccess: () => {
          const user = siteState().user;
          if (user) saveUser({ ...user, realname: name, sysUser: { ...user.sysUser, realname: name } });
          closeLoginDialog();
        },
      },
    );
  };
  return (
    <Form name="perfect-name" validateTrigger="onBlur" size="large" onFinish={onFinish}>
      <p className="login-hint">首次登录，请完善学生姓名，方便老师辅导。</p>
      <Form.Item name="realname" rules={[requiredRule]}>
        <Input prefix={<UserOutlined />} placeholder="请输入学生真实姓名" aria-label="学生姓名" maxLength={32} />
      </Form.Item>
      <Button type="primary" htmlType="submit" autoInsertSpace={false} block loading={update.isPending}>
        保存
      </Button>
    </Form>
  );
}
