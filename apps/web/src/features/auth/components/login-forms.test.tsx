import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MESSAGES, REFERRAL_MESSAGES, SERVER_MESSAGES } from '@salt/domain';
import { fakeFetch, type FakeRequest } from '../../../test/fake-fetch';
import { setFeedback, type Feedback } from '../../../lib/api/feedback';
import { clearSession, openLoginDialog, useSiteStore } from '../../../lib/site-store';
import { LoginDialog } from './login-dialog';
import { PasswordLoginForm } from './password-login-form';
import { RegisterForm } from './register-form';
import { SmsLoginForm } from './sms-login-form';

type Handler = (config: FakeRequest) => unknown;
let handler: Handler = () => ({ code: 0, msg: null, data: null });
const calls: FakeRequest[] = [];
let shown: Feedback;

const ok = (data: unknown) => ({ status: 200, data });

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const USER = {
  sysUser: {
    userId: 1,
    username: 'student',
    realname: '王小明',
    nickname: null,
    phone: '13800000001',
    avatar: '',
    gender: null,
    grade: null,
    deptValue: null,
    school: null,
    wxBound: false,
    clientVersion: null,
    createTime: '',
  },
  roles: [2],
  permissions: [],
  realname: '王小明',
  avatar: '',
};

beforeEach(() => {
  localStorage.clear();
  clearSession();
  calls.length = 0;
  shown = { error: vi.fn(), info: vi.fn(), locked: vi.fn(), expired: vi.fn() } as unknown as Feedback;
  setFeedback(shown);
  fakeFetch(async (config) => {
    calls.push(config);
    return ok(handler(config));
  });
});
afterEach(() => vi.useRealTimers());

describe('password login form', () => {
  it('shows 必填项 on blur, before any submit', async () => {
    const user = userEvent.setup();
    render(<PasswordLoginForm />, { wrapper });
    await user.click(screen.getByPlaceholderText('请输入用户名/手机号'));
    await user.tab();
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('logs in with the password grant and stores the user', async () => {
    handler = () => ({
      access_token: 'A',
      refresh_token: 'R',
      token_type: 'bearer',
      expires_in: 3600,
      scope: 'server',
      user_id: 1,
      username: 'student',
      user: USER,
    });
    const user = userEvent.setup();
    render(<PasswordLoginForm />, { wrapper });
    await user.type(screen.getByPlaceholderText('请输入用户名/手机号'), 'student');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'Student123');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(useSiteStore.getState().user?.realname).toBe('王小明'));
    expect(calls[0]!.url).toBe('/api/auth/oauth/token');
    expect(String(calls[0]!.data)).toBe('grant_type=password&username=student&password=Student123');
    expect(useSiteStore.getState().user?.role).toBe('st');
    expect(useSiteStore.getState().token).toEqual({ accessToken: 'A', refreshToken: 'R' });
  });
});

describe('sms login form', () => {
  it('rejects a bad mobile on blur with 手机号不合法 and does not send a code', async () => {
    const user = userEvent.setup();
    render(<SmsLoginForm />, { wrapper });
    await user.type(screen.getByPlaceholderText('请输入手机号'), '12345');
    await user.tab();
    expect(await screen.findByText(MESSAGES.mobileInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(calls).toHaveLength(0);
  });

  it('sends a login code and counts down 60 s before it can be sent again', async () => {
    handler = () => ({ code: 0, msg: null, data: null });
    const user = userEvent.setup();
    render(<SmsLoginForm />, { wrapper });
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800000001');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60s后重新获取' })).toBeDisabled();
    expect(calls[0]!.url).toBe('/api/admin/mobile/13800000001');
    expect(calls[0]!.params).toEqual({ type: 'login' });
  });

  it('sends for any number without an error; an unknown number fails at login like a wrong code', async () => {
    // The server answers the send call alike for every number (no account enumeration) and refuses the code.
    handler = (c) =>
      c.url === '/api/auth/mobile/token/sms'
        ? { code: 1, msg: SERVER_MESSAGES.smsCodeInvalid, data: null }
        : { code: 0, msg: null, data: null };
    const user = userEvent.setup();
    render(<SmsLoginForm />, { wrapper });
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13912345678');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByRole('button', { name: '60s后重新获取' })).toBeDisabled();
    expect(shown.info).toHaveBeenCalledWith('验证码已发送');
    expect(shown.error).not.toHaveBeenCalled();
    await user.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(shown.error).toHaveBeenCalledWith(SERVER_MESSAGES.smsCodeInvalid));
    expect(useSiteStore.getState().user).toBeFalsy();
  });
});

describe('register form', () => {
  it('checks password strength and mobile uniqueness on blur', async () => {
    handler = (c) =>
      c.url?.endsWith('phoneExist') ? { code: 0, msg: null, data: true } : { code: 0, msg: null, data: null };
    const user = userEvent.setup();
    render(<RegisterForm />, { wrapper });
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800000001');
    await user.tab();
    expect(await screen.findByText(MESSAGES.mobileExists)).toBeInTheDocument();
    await user.type(screen.getByLabelText('密码'), 'abcdef');
    await user.tab();
    expect(await screen.findByText(MESSAGES.passwordRule)).toBeInTheDocument();
  });
});

describe('register form: the pupil grade', () => {
  it('asks for the grade from the grade dictionary and sends it with the registration', async () => {
    useSiteStore.setState({
      dic: {
        grade: [
          { value: '7', label: '初一', description: null },
          { value: '8', label: '初二', description: null },
        ],
      },
    });
    handler = (c) =>
      c.url?.endsWith('registerAndLogin')
        ? {
            access_token: 'a',
            refresh_token: 'r',
            token_type: 'bearer',
            expires_in: 3600,
            scope: 'server',
            user_id: 1,
            username: '13900000009',
            user: USER,
          }
        : { code: 0, msg: null, data: false };
    const user = userEvent.setup();
    render(<RegisterForm />, { wrapper });
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13900000009');
    await user.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    // Without a grade the form says so and sends nothing.
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText(SERVER_MESSAGES.gradeInvalid)).toBeInTheDocument();
    expect(calls.some((c) => c.url?.endsWith('registerAndLogin'))).toBe(false);
    await user.click(screen.getByLabelText('年级'));
    await user.click(await screen.findByTitle('初二'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(calls.some((c) => c.url?.endsWith('registerAndLogin'))).toBe(true));
    const sent = calls.find((c) => c.url?.endsWith('registerAndLogin'))!;
    expect(JSON.parse(sent.data as string)).toMatchObject({ mobile: '13900000009', grade: '8' });
  });
});

describe('register form: the share code (推荐有礼)', () => {
  const registered = {
    access_token: 'a',
    refresh_token: 'r',
    token_type: 'bearer',
    expires_in: 3600,
    scope: 'server',
    user_id: 1,
    username: '13900000009',
    user: USER,
  };
  const fillAndSubmit = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13900000009');
    await user.type(screen.getByPlaceholderText('请输入验证码'), '123456');
    await user.type(screen.getByLabelText('密码'), 'abc12345');
    await user.click(screen.getByLabelText('年级'));
    await user.click(await screen.findByTitle('初二'));
    await user.click(screen.getByRole('button', { name: '注册' }));
    await waitFor(() => expect(calls.some((c) => c.url?.endsWith('registerAndLogin'))).toBe(true));
    return JSON.parse(calls.find((c) => c.url?.endsWith('registerAndLogin'))!.data as string) as Record<
      string,
      unknown
    >;
  };
  beforeEach(() => {
    useSiteStore.setState({ dic: { grade: [{ value: '8', label: '初二', description: null }] } });
  });

  it('fills in the code of the share link, shows whose it is, and sends it with the time the link was opened', async () => {
    const at = new Date(Date.now() - 3 * 86_400_000).toISOString();
    localStorage.setItem('salt-referral-touch', JSON.stringify({ code: 'K7M2XP9Q', at }));
    handler = (c) =>
      c.url?.endsWith('registerAndLogin')
        ? registered
        : c.url?.includes('/recommend/code/')
          ? { code: 0, msg: null, data: { code: 'K7M2XP9Q', referrerName: '王**' } }
          : { code: 0, msg: null, data: false };
    const user = userEvent.setup();
    render(<RegisterForm />, { wrapper });
    expect(screen.getByLabelText('邀请码')).toHaveValue('K7M2XP9Q');
    expect(await screen.findByText('邀请人：王**')).toBeInTheDocument();
    expect(calls.find((c) => c.url?.includes('/recommend/code/'))!.url).toMatch(/\/recommend\/code\/K7M2XP9Q$/);
    expect(await fillAndSubmit(user)).toMatchObject({ shareCode: 'K7M2XP9Q', sharedAt: at });
  });

  it('a typed code is sent upper-cased without the link time; a bad code is refused under the field', async () => {
    handler = (c) =>
      c.url?.endsWith('registerAndLogin')
        ? registered
        : c.url?.includes('/recommend/code/ABCDEFGH')
          ? { code: 400, msg: REFERRAL_MESSAGES.codeInvalid, data: null }
          : c.url?.includes('/recommend/code/')
            ? { code: 0, msg: null, data: { code: 'K7M2XP9Q', referrerName: '李**' } }
            : { code: 0, msg: null, data: false };
    const user = userEvent.setup();
    render(<RegisterForm />, { wrapper });
    const field = screen.getByLabelText('邀请码');
    expect(field).toHaveValue('');
    await user.type(field, 'abc');
    await user.tab();
    expect(await screen.findByText(REFERRAL_MESSAGES.codeInvalid)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'abcdefgh');
    expect(await screen.findByText(REFERRAL_MESSAGES.codeInvalid)).toBeInTheDocument();
    expect(shown.error).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'k7m2xp9q');
    expect(await screen.findByText('邀请人：李**')).toBeInTheDocument();
    const sent = await fillAndSubmit(user);
    expect(sent).toMatchObject({ shareCode: 'K7M2XP9Q' });
    expect(sent).not.toHaveProperty('sharedAt');
  });
});

describe('login dialog', () => {
  it('switches between password, sms, register and reset', async () => {
    const user = userEvent.setup();
    openLoginDialog('login');
    render(<LoginDialog />, { wrapper });
    expect(await screen.findByPlaceholderText('请输入用户名/手机号')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(await screen.findByPlaceholderText('请输入验证码')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '没有账号？立即注册' }));
    expect(await screen.findByRole('button', { name: '注册' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '已有账号，去登录' }));
    await user.click(await screen.findByRole('button', { name: '忘记密码?' }));
    expect(await screen.findByRole('button', { name: '重置密码' })).toBeInTheDocument();
  });
});
