import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button, Card, Empty, Form, Input, Popconfirm, Segmented, Spin } from 'antd';
import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { PARENT_ROLE_ID } from '@salt/domain';
import { mobileRule, requiredRule } from '../../../components/form-rules';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { feedback } from '../../../lib/api/feedback';
import { useSiteStore } from '../../../lib/site-store';
import { sendSmsCode } from '../../auth';
import { useBindChild } from '../api/bind-child';
import { useUnbindChild } from '../api/unbind-child';
import { useChosenChild } from '../chosen-child';
import { NotParent } from '../components/parent-page';
import '../components/parent.css';

type Way = 'sms' | 'password';
interface Values {
  mobile?: string;
  code?: string;
  username?: string;
  password?: string;
}

/** 绑定孩子: the child's mobile and a code texted to it, or the child's account and password. */
function BindForm() {
  const [way, setWay] = useState<Way>('sms');
  const [form] = Form.useForm<Values>();
  const bind = useBindChild();
  const { choose } = useChosenChild();
  const onFinish = (v: Values) =>
    bind.mutate(
      way === 'sms'
        ? { way, mobile: v.mobile!.trim(), code: v.code!.trim() }
        : { way, username: v.username!.trim(), password: v.password! },
      {
        onSuccess: (child) => {
          feedback().info(`已绑定 ${child.name}`, 'success');
          choose(child.id);
          form.resetFields();
        },
      },
    );
  const getMobile = () =>
    form
      .validateFields(['mobile'])
      .then((v: Values) => v.mobile!.trim())
      .catch(() => null);
  return (
    <Card className="pp-card" size="small" title="绑定孩子" data-testid="pp-bind">
      <Segmented<Way>
        block
        value={way}
        onChange={setWay}
        options={[
          { value: 'sms', label: '孩子手机验证码' },
          { value: 'password', label: '孩子账号密码' },
        ]}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} name="parent-bind" validateTrigger="onBlur" onFinish={onFinish}>
        {way === 'sms' ? (
          <>
            <Form.Item name="mobile" rules={[mobileRule]}>
              <Input
                prefix={<MobileOutlined />}
                placeholder="孩子账号的手机号"
                aria-label="孩子手机号"
                maxLength={11}
              />
            </Form.Item>
            <Form.Item name="code" rules={[requiredRule]} validateTrigger="onChange">
              <Input
                prefix={<SafetyOutlined />}
                suffix={
                  <SmsCodeButton getMobile={getMobile} onSend={(mobile) => sendSmsCode({ mobile, type: 'login' })} />
                }
                placeholder="发送到孩子手机的验证码"
                aria-label="验证码"
                maxLength={6}
                inputMode="numeric"
              />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item name="username" rules={[requiredRule]}>
              <Input prefix={<UserOutlined />} placeholder="孩子的用户名或手机号" aria-label="孩子账号" />
            </Form.Item>
            <Form.Item name="password" rules={[requiredRule]}>
              <Input.Password prefix={<LockOutlined />} placeholder="孩子账号的密码" aria-label="孩子密码" />
            </Form.Item>
          </>
        )}
        <Button type="primary" htmlType="submit" block loading={bind.isPending} autoInsertSpace={false}>
          绑定
        </Button>
      </Form>
      <p className="pp-row__sub" style={{ marginTop: 12 }}>
        每位学生最多绑定两位家长。
      </p>
    </Card>
  );
}

/** 更换绑定 (/parent/changeBind): the bound children with 解绑, and binding another child. */
export function ParentChangeBindPage() {
  const user = useSiteStore((s) => s.user);
  const { children, child, isPending, choose } = useChosenChild();
  const unbind = useUnbindChild();
  const mobile = useSiteStore((s) => s.showMobileTheme);
  if (!user) return <Navigate to="/parent/login" replace />;
  if (!user.roles.includes(PARENT_ROLE_ID)) return <NotParent />;
  return (
    <div className={`pp-page${mobile ? ' is-m' : ''}`} data-testid="parent-change-bind">
      <div className="pp-head">
        <Link to="/parent" className="pp-head__back">
          ‹ 家长端
        </Link>
        <h2>更换绑定</h2>
      </div>
      <Card className="pp-card" size="small" title="已绑定的孩子">
        {isPending ? (
          <Spin />
        ) : !children?.length ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有绑定孩子" />
        ) : (
          children.map((c) => (
            <div className="pp-row" key={c.id}>
              <img src={c.avatar} alt="" className="pp-avatar" />
              <div className="pp-row__main">
                <div className="pp-row__title">{c.name}</div>
                <div className="pp-row__sub">{child?.id === c.id ? '当前查看' : '学生账号'}</div>
              </div>
              <Popconfirm
                title={`确定解除与 ${c.name} 的绑定吗？`}
                description="解绑后将无法查看该学生的学习情况"
                okText="解绑"
                cancelText="取消"
                onConfirm={() =>
                  unbind.mutateAsync(c.id).then(() => {
                    if (child?.id === c.id) choose(null);
                    feedback().info('已解绑', 'success');
                  })
                }
              >
                <Button danger size="small">
                  解绑
                </Button>
              </Popconfirm>
            </div>
          ))
        )}
      </Card>
      <BindForm />
    </div>
  );
}
