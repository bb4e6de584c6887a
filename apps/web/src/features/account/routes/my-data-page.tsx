import { Button, Form, Input, Radio, Select } from 'antd';
import type { UpdateUserRequest } from '@salt/domain';
import { requiredRule } from '../../../components/form-rules';
import { feedback } from '../../../lib/api/feedback';
import { useDict, useSiteStore } from '../../../lib/site-store';
import { AccountCard } from '../components/account-card';
import { useUpdateUser } from '../../auth';
import { useRefreshUser } from '../use-refresh-user';

type Values = Required<Pick<UpdateUserRequest, 'realname' | 'nickname' | 'grade' | 'deptValue' | 'school'>> & {
  gender: 0 | 1 | 2;
};

/** 个人信息: the pupil's name, grade, region and school, which decide the courses shown to them. */
export function MyDataPage() {
  const user = useSiteStore((s) => s.user);
  const grades = useDict('grade');
  const depts = useDict('dept');
  const update = useUpdateUser();
  const refreshUser = useRefreshUser();
  if (!user) return null;
  const su = user.sysUser;
  const onFinish = (v: Values) =>
    update.mutate(
      {
        ...v,
        realname: v.realname.trim(),
        nickname: v.nickname?.trim() || undefined,
        school: v.school?.trim() || undefined,
      },
      {
        onSuccess: () => {
          feedback().info('保存成功');
          void refreshUser();
        },
      },
    );
  return (
    <AccountCard title="个人信息">
      <Form<Values>
        layout="horizontal"
        labelCol={{ flex: '96px' }}
        validateTrigger="onBlur"
        initialValues={{
          realname: su.realname ?? '',
          nickname: su.nickname ?? '',
          gender: (su.gender ?? 0) as 0 | 1 | 2,
          grade: su.grade ?? undefined,
          deptValue: su.deptValue ?? undefined,
          school: su.school ?? '',
        }}
        onFinish={onFinish}
      >
        <Form.Item label="用户名">
          <span>{su.username}</span>
        </Form.Item>
        <Form.Item label="学生姓名" name="realname" rules={[requiredRule]}>
          <Input placeholder="请输入学生姓名" maxLength={32} />
        </Form.Item>
        <Form.Item label="昵称" name="nickname">
          <Input placeholder="请输入昵称" maxLength={32} />
        </Form.Item>
        <Form.Item label="性别" name="gender">
          <Radio.Group
            options={[
              { value: 1, label: '男' },
              { value: 2, label: '女' },
              { value: 0, label: '保密' },
            ]}
          />
        </Form.Item>
        <Form.Item label="年级" name="grade">
          <Select
            placeholder="请选择年级"
            options={grades.map((g) => ({ value: g.value, label: g.label }))}
            allowClear
          />
        </Form.Item>
        <Form.Item label="地区" name="deptValue">
          <Select
            placeholder="请选择地区"
            options={depts.map((d) => ({ value: d.value, label: d.label }))}
            allowClear
          />
        </Form.Item>
        <Form.Item label="学校" name="school">
          <Input placeholder="请输入学校名称" maxLength={64} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            保存
          </Button>
        </Form.Item>
      </Form>
    </AccountCard>
  );
}
