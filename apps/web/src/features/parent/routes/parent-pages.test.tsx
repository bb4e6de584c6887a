import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { API_PATHS, PARENT_CHILD_STORAGE_KEY, PARENT_ERRORS, type ParentToday } from '@salt/domain';
import { clearSession, saveTokens, useSiteStore, type SiteUser } from '../../../lib/site-store';
import { readItem } from '../../../lib/storage';
import { chooseChild } from '../chosen-child';
import { ParentLoginListPage } from './login-list-page';
import { ParentTodayAddPage } from './today-add-page';
import { ParentIndexPage } from './parent-index-page';
import { ParentChangeBindPage } from './change-bind-page';
import { renderRoutes, servePages, type PageCall } from '../../../test/page-kit';

const CHILD = { id: 5, name: '王小明', avatar: '/a.png', grade: '8' };
const TODAY: ParentToday = {
  date: '2026-11-25',
  items: [
    {
      kind: 'homeworkMarked',
      at: '2026-11-25T01:47:00Z',
      title: '初二数学 第10讲作业已批改',
      detail: '第 3 题再检查一下',
      score: 79,
      offeringId: 3,
    },
  ],
};

let calls: PageCall[] = [];
const serve = (answer: (method: string, url: string) => unknown) => {
  calls = servePages(({ method, url }) => answer(method, url));
};
/** The page under test, and the two pages it may send the parent to. */
const renderAt = (path: string, element: React.ReactNode, route = path) =>
  renderRoutes(path, {
    '/parent': <div>家长端首页</div>,
    '/parent/loginList': <div>选择学生页</div>,
    [route]: element,
  });
const signIn = (roles: number[]) =>
  useSiteStore.setState({
    user: { id: 1, realname: '王建国', roles, role: 'st', userDevice: 'pc' } as unknown as SiteUser,
  });

beforeEach(() => {
  saveTokens({ accessToken: 'a', refreshToken: 'r' });
  useSiteStore.setState({ showMobileTheme: true });
  chooseChild(null);
});
afterEach(() => clearSession());

describe('/parent/loginList', () => {
  it('with one child picks it, remembers it and opens the portal', async () => {
    signIn([3]);
    serve((_m, url) => (url.endsWith(API_PATHS.learnChildren) ? [CHILD] : new Error('?')));
    renderAt('/parent/loginList', <ParentLoginListPage />);
    expect(await screen.findByText('家长端首页')).toBeInTheDocument();
    expect(readItem(PARENT_CHILD_STORAGE_KEY)).toBe(5);
  });

  it('with two children lists both and remembers the one picked', async () => {
    signIn([3]);
    serve(() => [CHILD, { ...CHILD, id: 6, name: '王小红' }]);
    renderAt('/parent/loginList', <ParentLoginListPage />);
    fireEvent.click(await screen.findByText('王小红'));
    expect(await screen.findByText('家长端首页')).toBeInTheDocument();
    expect(readItem(PARENT_CHILD_STORAGE_KEY)).toBe(6);
  });
});

describe('/parent pages', () => {
  it('今日新增 shows today’s marking with its score for the chosen child', async () => {
    signIn([3]);
    chooseChild(5);
    serve((_m, url) => (url.endsWith(API_PATHS.learnChildren) ? [CHILD] : TODAY));
    renderAt('/parent/todayAdd', <ParentTodayAddPage />);
    expect(await screen.findByTestId('pp-today-homeworkMarked')).toHaveTextContent('79分');
    expect(calls.some((c) => c.url.endsWith('/parent/child/5/today'))).toBe(true);
  });

  it('a pupil is told the portal is for parents', async () => {
    signIn([2]);
    serve(() => []);
    renderAt('/parent/x', <ParentIndexPage />);
    expect(await screen.findByText(PARENT_ERRORS.notParent.msg)).toBeInTheDocument();
  });

  it('a parent with two children and none chosen is sent to pick one', async () => {
    signIn([3]);
    serve(() => [CHILD, { ...CHILD, id: 6 }]);
    renderAt('/parent/x', <ParentIndexPage />);
    expect(await screen.findByText('选择学生页')).toBeInTheDocument();
  });

  it('更换绑定 binds by the child’s account and password', async () => {
    signIn([3]);
    serve((method) => (method === 'POST' ? CHILD : [CHILD]));
    renderAt('/parent/changeBind', <ParentChangeBindPage />);
    fireEvent.click(await screen.findByText('孩子账号密码'));
    fireEvent.change(screen.getByLabelText('孩子账号'), { target: { value: 'student' } });
    fireEvent.change(screen.getByLabelText('孩子密码'), { target: { value: 'Student123' } });
    fireEvent.click(screen.getByRole('button', { name: '绑定' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        way: 'password',
        username: 'student',
        password: 'Student123',
      }),
    );
  });
});
