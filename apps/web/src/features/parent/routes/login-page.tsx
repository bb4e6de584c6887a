import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { PARENT_ROLE_ID } from '@salt/domain';
import { mobileRule, requiredRule } from '../../../components/form-rules';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { useSiteStore } from '../../../lib/site-store';
import { applyTokenResponse, sendSmsCode, smsLogin, WechatLoginButton, WechatUnboundNote } from '../../auth';
import { NotParent } from '../components/parent-page';
import '../components/parent.css';

interface Values {
  mobile: string;
  code: string;
}

/**
 * 家长登录 (/parent/login): mobile and SMS code (the auth module's SMS login); inside WeChat also 微信登录 (the
 * app shell's use-wechat-return finishes it; an unbound WeChat is bound by the next SMS login). Parents go on to
 * pick a child; anyone else is told the portal is for parents.
 */
export function ParentLoginPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const user = useSiteStore((s) => s.user);
  const [pending, setPending] = useState(false);
  if (user?.roles.includes(PARENT_ROLE_ID)) return <Navigate to="/parent/loginList" replace />;
  const onFinish = async (v: Values) => {
    setPending(true);
    try {
      const res = await smsLogin({ mobile: v.mobile.trim(), code: v.code.trim() });
      applyTokenResponse(res, true, v.mobile.trim());
      if (res.user.roles.includes(PARENT_ROLE_ID)) navigate('/parent/loginList', { replace: true });
    } catch {
      // The API client has shown why (wrong code, too many tries).
    } finally {
      setPending(false);
    }
  };
  const getMobile = () =>
    form
      .validateFields(['mobile'])
      .then((v: Pick<Values, 'mobile'>) => v.mobile.trim())
      .catch(() => null);
  return (
    <div className="pp-login" data-testid="parent-login">
      <h1>家长登录</h1>
      <p className="pp-login__sub">查看孩子的课表、作业、考试和学习报告</p>
      {user ? (
        <NotParent />
      ) : (
        <>
          <WechatUnboundNote />
          <Form form={form} name="parent-login" size="large" validateTrigger="onBlur" onFinish={onFinish}>
            <Form.Item name="mobile" rules={[mobileRule]}>
              <Input
                prefix={<MobileOutlined />}
                placeholder="请输入家长手机号"
                aria-label="手机号"
                maxLength={11}
                inputMode="numeric"
              />
            </Form.Item>
            <Form.Item name="code" rules={[requiredRule]} validateTrigger="onChange">
              <Input
                prefix={<SafetyOutlined />}
                suffix={
                  <SmsCodeButton getMobile={getMobile} onSend={(mobile) => sendSmsCode({ mobile, type: 'login' })} />
                }
                placeholder="请输入验证码"
                aria-label="验证码"
                maxLength={6}
                inputMode="numeric"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={pending} autoInsertSpace={false}>
              登录
            </Button>
          </Form>
          <div className="pp-login__wechat">
            <WechatLoginButton />
          </div>
          <p className="pp-login__sub" style={{ marginTop: 16 }}>
            学生请前往 <Link to="/center">学习中心</Link> 上课
          </p>
        </>
      )}
    </div>
  );
}
