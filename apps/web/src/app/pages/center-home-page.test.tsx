import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { API_PATHS, type MyClass } from '@salt/domain';
import { apiGet } from '../../lib/api/client';
import { clearSession, toSiteUser, useSiteStore } from '../../lib/site-store';
import { CenterHomePage } from './center-home-page';

vi.mock('../../lib/api/client', () => ({
  apiGet: vi.fn(),
  apiPost: vi.fn(),
  apiPut: vi.fn(),
  withApiPrefix: (u: string) => `/api${u}`,
}));

const HOUR = 3_600_000;

function userWith(roles: number[], grade: string | null = null) {
  return toSiteUser(
    {
      sysUser: {
        userId: 1,
        username: 'u',
        realname: '李明华',
        nickname: null,
        phone: null,
        avatar: '',
        gender: null,
        grade,
        deptValue: null,
        school: null,
        wxBound: false,
        clientVersion: null,
        createTime: '',
      },
      roles,
      permissions: [],
      realname: '李明华',
      avatar: '',
    },
    false,
  );
}

function cls(over: Partial<MyClass>): MyClass {
  return {
    offeringId: 3,
    spuId: 2,
    title: '初二数学秋季同步提高班',
    subject: '2',
    grade: '8',
    role: 'student',
    teacher: { id: 2, name: '李明华', avatar: '' },
    tutor: { id: 3, name: '张晓雪', avatar: '' },
    total: 12,
    finished: 3,
    nextChapter: {
      id: 34,
      seq: 4,
      title: '第4讲 三角形的三边关系',
      startAt: new Date(Date.now() + HOUR).toISOString(),
      endAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      state: 'upcoming',
      hasPlayback: false,
    },
    ...over,
  };
}

function answer(classes: Record<string, MyClass[]>, children: unknown[] = []) {
  vi.mocked(apiGet).mockImplementation(async (url: string, config?: { params?: { studentId?: number } }) => {
    if (url === API_PATHS.learnMyClasses) return classes[String(config?.params?.studentId ?? 'mine')] ?? [];
    if (url === API_PATHS.learnChildren) return children;
    if (url === API_PATHS.learnNoticeUnread) return 0;
    if (url === API_PATHS.serverTime) return { timestamp: Date.now() };
    return null;
  });
}

function renderCentre() {
  const router = createMemoryRouter([{ path: '/center', Component: CenterHomePage }], { initialEntries: ['/center'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the learning centre by who is looking', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    clearSession();
    useSiteStore.setState({
      token: { accessToken: 'a', refreshToken: 'r' },
      showMobileTheme: false,
      dic: { grade: [{ value: '8', label: '初二', description: null }] },
    });
  });

  it('a tutor: 辅导老师 without a grade, the homework to mark and the classes with their next session', async () => {
    useSiteStore.setState({ user: userWith([7]) });
    answer({
      mine: [cls({ role: 'tutor', toMark: [{ chapterId: 31, seq: 1, title: '第1讲 三角形', toMark: 2 }] })],
    });
    renderCentre();
    expect(screen.getByTestId('centre-role')).toHaveTextContent(/^辅导老师$/);
    expect(screen.queryByText('未设置年级')).toBeNull();
    const toMark = await screen.findByTestId('to-mark-31');
    expect(toMark).toHaveTextContent('第1讲 · 三角形');
    expect(toMark).toHaveTextContent('2 份待批改');
    expect(within(toMark).getByRole('link')).toHaveAttribute('href', '/tutor/homework/31');
    expect(screen.getByRole('heading', { name: /我的班级/ })).toBeInTheDocument();
    expect(screen.getByText('第4讲 · 三角形的三边关系')).toBeInTheDocument();
    // A pupil's tiles are not a tutor's.
    expect(screen.queryByText('学习报告', { selector: '.center-entry__title' })).toBeNull();
    expect(screen.queryByText('辅导老师', { selector: '.center-entry__title' })).toBeNull();
  });

  it('a teacher: 教师, and 作业都已批改完 when nothing waits', async () => {
    useSiteStore.setState({ user: userWith([6]) });
    answer({ mine: [cls({ role: 'teacher', toMark: [] })] });
    renderCentre();
    expect(screen.getByTestId('centre-role')).toHaveTextContent(/^教师$/);
    expect(await screen.findByText('作业都已批改完，辛苦了')).toBeInTheDocument();
  });

  it("a parent: the bound child's classes and progress, read-only, never an empty pupil centre", async () => {
    useSiteStore.setState({ user: userWith([3]) });
    answer({ mine: [], '9': [cls({})] }, [{ id: 9, name: '王小明', avatar: '', grade: '8' }]);
    renderCentre();
    expect(screen.getByTestId('centre-role')).toHaveTextContent(/^家长$/);
    const child = await screen.findByTestId('child-centre');
    expect(within(child).getByText('王小明')).toBeInTheDocument();
    expect(within(child).getByText(/初二 · 家长只读查看/)).toBeInTheDocument();
    expect(await within(child).findByText(/已上/)).toHaveTextContent('已上 3/12 讲');
    expect(within(child).getByRole('heading', { name: /王小明的课程/ })).toBeInTheDocument();
    expect(within(child).queryByRole('button', { name: /课后作业|进入教室/ })).toBeNull();
    await waitFor(() =>
      expect(
        vi
          .mocked(apiGet)
          .mock.calls.some(([, c]) => (c as { params?: { studentId?: number } })?.params?.studentId === 9),
      ).toBe(true),
    );
    expect(screen.queryByText('你还没有报名课程，去选课中心挑一门好课吧')).toBeNull();
  });

  it('a pupil without a grade is offered to set it; with one, it is shown', async () => {
    useSiteStore.setState({ user: userWith([2]) });
    answer({ mine: [] });
    renderCentre();
    expect(within(screen.getByTestId('centre-role')).getByRole('link', { name: '设置年级' })).toHaveAttribute(
      'href',
      '/center/myData',
    );
    expect(await screen.findByText('你还没有报名课程，去选课中心挑一门好课吧')).toBeInTheDocument();
  });
});
