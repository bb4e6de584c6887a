import { useState } from 'react';
import { Alert, Button } from 'antd';
import { WechatOutlined } from '@ant-design/icons';
import { MESSAGES } from '@salt/domain';
import { isInWechat } from '../../../lib/native-bridge';
import { useWechatOAuthStore } from '../wechat-oauth-state';

/** 微信登录, only inside the WeChat browser (WeChat's OAuth works nowhere else). */
export function WechatLoginButton() {
  const [pending, setPending] = useState(false);
  if (!isInWechat()) return null;
  const start = () => {
    setPending(true);
    void import('../wechat-oauth').then((m) => m.startWechatAuthorize('login')).catch(() => setPending(false));
  };
  return (
    <Button
      block
      size="large"
      icon={<WechatOutlined />}
      loading={pending}
      onClick={start}
      className="wechat-login-button"
      style={{ color: '#07c160', borderColor: '#07c160' }}
    >
      微信登录
    </Button>
  );
}

/** After a WeChat login found no account: say so, and that logging in once binds this WeChat. */
export function WechatUnboundNote() {
  const unbound = useWechatOAuthStore((s) => s.unbound);
  if (!unbound) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      message={MESSAGES.wechatNotBound}
      description="请先用手机号或账号登录一次，登录后自动绑定此微信，下次可直接微信登录。"
      data-testid="wechat-unbound"
    />
  );
}
