import { Button, Form, Input, Select } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, SERVER_MESSAGES, isValidMobile } from '@salt/domain';
import { passwordRule } from '../../../components/form-rules';
import { useDict, useSiteStore } from '../../../lib/site-store';
import { phoneExistQuery } from '../api/phone-exist';
import { useRegisterAndLogin } from '../api/register-and-login';
import { applyTokenResponse } from '../session';
import { MobileCodeFields } from './mobile-code-fields';

interface Values {
  mobile: string;
  code: string;
  password: string;
  grade: string;
  realname?: string;
}

/**
 * Register and log in at once; the mobile is checked for uniqueness when the field loses focus. Every account made
 * here is a pupil's, so the pupil's grade is asked for (the `grade` dictionary) and saved with the account: the
 * learning centre and the course list start from it.
 */
export function RegisterForm() {
  const [form] = Form.useForm<Values>();
  const grades = useDict('grade');
  const queryClient = useQueryClient();
  const register = useRegisterAndLogin();
  const uniqueMobileRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (typeof value !== 'string' || !isValidMobile(value)) return;
      // A failed check lets the person go on; the server refuses a duplicate anyway.
      const exists = await queryClient.fetchQuery(phoneExistQuery(value)).catch(() => false);
      if (exists) throw new Error(MESSAGES.mobileExists);
    },
  };
  const onFinish = (v: Values) =>
    register.mutate(
      {
        mobile: v.mobile,
        code: v.code.trim(),
        password: v.password,
        grade: v.grade,
        realname: v.realname?.trim() || undefined,
      },
      {
        onSuccess: (res) => {
          useSiteStore.setState({ registerSuccess: true });
          applyTokenResponse(res, true, v.mobile);
        },
      },
    );
  return (
    <Form form={form} name="register" validateTrigger="onBlur" size="large" onFinish={onFinish}>
      <MobileCodeFields form={form} smsType="register" extraMobileRules={[uniqueMobileRule]} />
      <Form.Item name="password" rules={[passwordRule]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder="请设置密码（6-20位数字和字母）"
          aria-label="密码"
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="grade"
        rules={[{ required: true, message: SERVER_MESSAGES.gradeInvalid }]}
        validateTrigger="onChange"
      >
        <Select
          placeholder="请选择学生年级"
          aria-label="年级"
          options={grades.map((g) => ({ value: g.value, label: g.label }))}
          showSearch={false}
        />
      </Form.Item>
      <Form.Item name="realname">
        <Input prefix={<UserOutlined />} placeholder="请输入学生姓名（选填）" aria-label="学生姓名" maxLength={32} />
      </Form.Item>
      <Button type="primary" htmlType="submit" autoInsertSpace={false} block loading={register.isPending}>
        注册
      </Button>
    </Form>
  );
}
