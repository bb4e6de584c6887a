import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteStore } from '../lib/site-store';
import { NeedLogin } from './need-login';

afterEach(() => useSiteStore.setState({ token: null, showLoginDialog: false }));

describe('NeedLogin', () => {
  it('logged out: says what logging in opens, opens the login dialog at once and on 立即登录', async () => {
    useSiteStore.setState({ token: null, showLoginDialog: false });
    render(
      <NeedLogin prompt="登录后查看您的订单" className="op-page">
        <p>我的订单</p>
      </NeedLogin>,
    );
    expect(screen.getByText('请先登录')).toBeInTheDocument();
    expect(screen.getByText('登录后查看您的订单')).toBeInTheDocument();
    expect(screen.queryByText('我的订单')).toBeNull();
    expect(screen.getByTestId('need-login').parentElement).toHaveClass('op-page');
    expect(useSiteStore.getState().showLoginDialog).toBe(true);
    useSiteStore.setState({ showLoginDialog: false });
    await userEvent.setup().click(screen.getByRole('button', { name: '立即登录' }));
    expect(useSiteStore.getState()).toMatchObject({ showLoginDialog: true, loginDialogType: 'login' });
  });

  it('logged in: the page itself', () => {
    useSiteStore.setState({ token: { accessToken: 'a', refreshToken: 'r' }, showLoginDialog: false });
    render(
      <NeedLogin prompt="登录后开始题库练习">
        <p>题库</p>
      </NeedLogin>,
    );
    expect(screen.getByText('题库')).toBeInTheDocument();
    expect(screen.queryByText('请先登录')).toBeNull();
    expect(useSiteStore.getState().showLoginDialog).toBe(false);
  });
});
