import { Modal, Tabs } from 'antd';
import { closeLoginDialog, openLoginDialog, useSiteStore, type LoginDialogType } from '../../../lib/site-store';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { PerfectNameForm } from './perfect-name-form';
import { WechatLoginButton, WechatUnboundNote } from './wechat-login';
import './login-dialog.css';

const TITLES: Record<LoginDialogType, string> = {
  login: '账号登录',
  sms: '账号登录',
  register: '注册账号',
  reset: '找回密码',
  perfectName: '完善信息',
};

/** Full-screen login dialog; the type decides which form shows, so every caller opens it the same way. */
export function LoginDialog() {
  const open = useSiteStore((s) => s.showLoginDialog);
  const type = useSiteStore((s) => s.loginDialogType);
  // perfectName cannot be skipped: the name is how teachers know the pupil.
  const closable = type !== 'perfectName';
  return (
    <Modal
      open={open}
      onCancel={closeLoginDialog}
      footer={null}
      closable={closable}
      mask={{ closable }}
      keyboard={closable}
      width="100%"
      centered={false}
      className="login-dialog"
      rootClassName="login-dialog-root"
      destroyOnHidden
      title={null}
    >
      <div className="login-dialog__stage">
        <section className="login-dialog__brand" aria-hidden>
          <div className="login-dialog__logo">盐课堂</div>
          <p className="login-dialog__slogan">名师在线辅导 · 小初高全科精品课</p>
          <ul>
            <li>直播互动课堂，回放随时看</li>
            <li>辅导老师一对一批改作业</li>
            <li>学习报告，进步看得见</li>
          </ul>
        </section>
        <section className="login-dialog__card" aria-label={TITLES[type]}>
          <h2 className="login-dialog__title">{TITLES[type]}</h2>
          {(type === 'login' || type === 'sms') && <WechatUnboundNote />}
          {(type === 'login' || type === 'sms') && (
            <Tabs
              activeKey={type}
              onChange={(key) => openLoginDialog(key as LoginDialogType)}
              items={[
                { key: 'login', label: '密码登录', children: <PasswordLoginForm /> },
                { key: 'sms', label: '验证码登录', children: <SmsLoginForm /> },
              ]}
            />
          )}
          {(type === 'login' || type === 'sms') && (
            <div className="login-dialog__wechat">
              <WechatLoginButton />
            </div>
          )}
          {type === 'register' && <RegisterForm />}
          {type === 'reset' && <ResetPasswordForm onDone={() => openLoginDialog('login')} />}
          {type === 'perfectName' && <PerfectNameForm />}
          {type !== 'perfectName' && (
            <div className="login-dialog__links">
              {type === 'register' || type === 'reset' ? (
                <button type="button" onClick={() => openLoginDialog('login')}>
                  已有账号，去登录
                </button>
              ) : (
                <>
                  <button type="button" onClick={() => openLoginDialog('reset')}>
                    忘记密码?
                  </button>
                  <button type="button" onClick={() => openLoginDialog('register')}>
                    没有账号？立即注册
                  </button>
                </>
              )}
            </div>
          )}
          <p className="login-dialog__agreement">
            登录即表示同意
            <a href="/clause/custom" target="_blank" rel="noreferrer">
              《用户服务协议》
            </a>
          </p>
        </section>
      </div>
    </Modal>
  );
}
