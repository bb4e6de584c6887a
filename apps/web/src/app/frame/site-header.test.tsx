import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { clearSession, saveUser, toSiteUser, useSiteStore } from '../../lib/site-store';
import { SiteHeader } from './site-header';

function info(roles: number[], realname: string) {
  return {
    sysUser: {
      userId: 1,
      username: 'u',
      realname,
      nickname: null,
      phone: null,
      avatar: '',
      gender: null,
      grade: null,
      deptValue: null,
      school: null,
      wxBound: false,
      clientVersion: null,
      createTime: '',
    },
    roles,
    permissions: [],
    realname,
    avatar: '',
  };
}

function renderHeader() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SiteHeader />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('desktop header', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    useSiteStore.setState({ showLoginDialog: false, showMenu: false, dic: {} });
  });

  it('has the tabs whose pages are built, the bell and, logged out, 登录/注册 opening the dialog', async () => {
    renderHeader();
    for (const [label, href] of [
      ['首页', '/'],
      ['选课中心', '/course'],
      ['学习中心', '/center'],
      ['师资力量', '/teacherList'],
      ['客户端下载', '/download'],
    ]) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: '消息通知' })).toHaveAttribute('href', '/center/notice');
    await userEvent.click(screen.getByTestId('register-button'));
    expect(useSiteStore.getState()).toMatchObject({ showLoginDialog: true, loginDialogType: 'register' });
    await userEvent.click(screen.getByTestId('login-button'));
    expect(useSiteStore.getState().loginDialogType).toBe('login');
  });

  it('shows the region selector from the dept dictionary', () => {
    useSiteStore.setState({ dic: { dept: [{ value: '2', label: '上海', description: null }] }, deptValue: '' });
    renderHeader();
    expect(screen.getByText('上海')).toBeInTheDocument();
  });

  it('shows the realname and a menu without 控制台 for a student', async () => {
    saveUser(toSiteUser(info([2], '王小明'), false));
    renderHeader();
    expect(screen.getByTestId('header-user-name')).toHaveTextContent('王小明');
    expect(screen.queryByTestId('login-button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '用户菜单' }));
    expect(await screen.findByText('个人信息')).toBeInTheDocument();
    expect(screen.getByText('帮助中心')).toBeInTheDocument();
    expect(screen.getByText('退出登录')).toBeInTheDocument();
    expect(screen.queryByText('控制台')).toBeNull();
  });

  it('offers role 6 控制台, opened with a full page load (the console is its own app)', async () => {
    saveUser(toSiteUser(info([6], '李老师'), false));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      renderHeader();
      await userEvent.click(screen.getByRole('button', { name: '用户菜单' }));
      await userEvent.click(await screen.findByText('控制台'));
      expect(assign).toHaveBeenCalledWith('/console');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
