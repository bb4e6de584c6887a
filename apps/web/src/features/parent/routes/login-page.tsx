import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Form, Input } from 'antd';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { API_PATHS, PARENT_ROLE_ID, type TokenResponse } from '@salt/domain';
import { mobileRule, requiredRule } from '../../../components/form-rules';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { http } from '../../../lib/api/client';
import { isInWechat } from '../../../lib/native-bridge';
import { useSiteStore } from '../../../lib/site-store';
import { applyTokenResponse, sendSmsCode, smsLogin } from '../../auth';
import { NotParent } from '../components/parent-page';
import '../components/parent.css';

interface Values {
  mobile: string;
  code: string;
}

/** WeChat's OAuth hands back `?code=`: the existing social login exchanges it (an unbound WeChat says so). */
async function wechatLogin(code: string): Promise<TokenResponse> {
  const body = new URLSearchParams({ code, grant_type: 'mobile' });
  return (await http.post<TokenResponse>(API_PATHS.socialToken, body, { basicAuth: true })).data;
}

/**
 * 家长登录 (/parent/login): mobile and SMS code (the auth module's SMS login); inside WeChat a `code` from the
 * official account's OAuth link logs in by the bound WeChat. Parents go on to pick a child; anyone else is told
 * the portal is for parents.
 */
export function ParentLoginPage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useSiteStore((s) => s.user);
  const [pending, setPending] = useState(false);
  const [wechatNote, setWechatNote] = useState<string | null>(null);
  const wechatCode = isInWechat() ? params.get('code') : null;

  useEffect(() => {
    if (!wechatCode || user) return;
    wechatLogin(wechatCode)
      .then((res) => applyTokenResponse(res, true))
      .catch((e: Error) => setWechatNote(`${e.message}，请用手机号和验证码登录`));
  }, [wechatCode, user]);

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
          {wechatNote && <Alert type="warning" showIcon message={wechatNote} style={{ marginBottom: 16 }} />}
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
          <p className="pp-login__sub" style={{ marginTop: 16 }}>
            学生请前往 <Link to="/center">学习中心</Link> 上课
          </p>
        </>
      )}
    </div>
  );
}
