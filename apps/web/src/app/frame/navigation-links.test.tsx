import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import type { MyClass } from '@salt/domain';
import { clearSession, saveUser, toSiteUser, useSiteStore } from '../../lib/site-store';
import { ClassCard } from '../../features/learning/components/class-card';
import { isBuilt } from '../routes/route-built';
import { HEADER_TABS, SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { MOBILE_TABS } from './mobile-tab-bar';
import { userMenuPages } from './user-menu';

/*
 * No click in the main navigation may end on 功能建设中: every in-app link of the header, the user menu, the footer,
 * the phone's tab bar and the class card points at a route the route table marks as built.
 */

/** In-app targets of the rendered anchors (external, mailto and javascript links are not pages of ours). */
function internalHrefs(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('a[href]'))
    .map((a) => a.getAttribute('href')!)
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

function expectAllBuilt(paths: string[], where: string) {
  expect(paths.length, `${where} has links`).toBeGreaterThan(0);
  for (const path of paths) expect(isBuilt(path), `${where}: ${path} is a built page`).toBe(true);
}

function studentInfo(roles: number[]) {
  return {
    sysUser: {
      userId: 1,
      username: 'u',
      realname: '王小明',
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
    realname: '王小明',
    avatar: '',
  };
}

const HOUR = 3_600_000;
function cls(state: 'live' | 'finished' | null, role: MyClass['role'] = 'student'): MyClass {
  return {
    offeringId: 3,
    spuId: 2,
    title: '初一数学秋季同步提高班',
    subject: '2',
    grade: '7',
    role,
    teacher: { id: 2, name: '李明华', avatar: '' },
    tutor: { id: 3, name: '张晓雪', avatar: '' },
    total: 12,
    finished: 3,
    nextChapter: state && {
      id: 34,
      seq: 4,
      title: '第4讲 几何初步',
      startAt: new Date(Date.now() - HOUR).toISOString(),
      endAt: new Date(Date.now() + HOUR).toISOString(),
      state,
      hasPlayback: true,
    },
  };
}

describe('main navigation leads only to built pages', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    useSiteStore.setState({ showLoginDialog: false, showMenu: false, dic: {} });
  });

  it('isBuilt follows the route table', () => {
    for (const built of [
      '/',
      '/course',
      '/center',
      '/teacherList',
      '/center/myData',
      '/m-shop/cartNew',
      '/pc-shop/cart',
      '/console',
      '/download',
      '/MDownload',
      '/qualifications',
    ])
      expect(isBuilt(built), built).toBe(true);
    for (const unbuilt of ['/center/UserAddress', '/no/such/page']) expect(isBuilt(unbuilt), unbuilt).toBe(false);
    expect(isBuilt('/pc-shop/orders?orderId=3#top')).toBe(true);
  });

  it('header tabs and header links', () => {
    saveUser(toSiteUser(studentInfo([2]), false));
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expectAllBuilt(
      HEADER_TABS.map((t) => t.to),
      'header tabs',
    );
    expectAllBuilt(internalHrefs(container), 'header');
  });

  it.each([
    ['a pupil', [2]],
    ['a teacher (role 6)', [6]],
  ])('the user menu of %s', (_who, roles) => {
    expectAllBuilt(
      userMenuPages(roles).map((p) => p.key),
      'user menu',
    );
  });

  it.each(['www.yanketang.cn', 'www.yanketang.top'])('the footer on %s', (hostname) => {
    const { container } = render(<SiteFooter hostname={hostname} />, { wrapper: MemoryRouter });
    expectAllBuilt(internalHrefs(container), 'footer');
  });

  it('the phone tab bar', () => {
    expectAllBuilt(
      MOBILE_TABS.map((t) => t.key),
      'tab bar',
    );
  });

  it.each([
    ['live, pupil', cls('live')],
    ['finished with playback, pupil', cls('finished')],
    ['ended', cls(null)],
    ['live, tutor', cls('live', 'tutor')],
  ])('every button and link of a class card (%s)', async (_state, c) => {
    const { unmount } = render(
      <MemoryRouter>
        <ClassCard cls={c} />
      </MemoryRouter>,
    );
    const buttonCount = screen.queryAllByRole('button').length;
    // 学习报告 is built: the card offers it, and the loop below checks where it leads.
    expect(screen.getByText('学习报告')).toBeInTheDocument();
    unmount();
    for (let i = -1; i < buttonCount; i += 1) {
      // Each button is pressed in a fresh router (i = -1: only the links): where it leads must be a built page.
      const router = createMemoryRouter(
        [
          { path: '/center', element: <ClassCard cls={c} /> },
          { path: '*', element: null },
        ],
        { initialEntries: ['/center'] },
      );
      const { container } = render(<RouterProvider router={router} />);
      expectAllBuilt(internalHrefs(container), 'class card links');
      if (i >= 0) {
        const button = screen.getAllByRole('button')[i]!;
        const name = button.textContent;
        await userEvent.click(button);
        const { pathname, search } = router.state.location;
        expect(isBuilt(pathname + search), `class card ${name} -> ${pathname}${search}`).toBe(true);
      }
      cleanup();
    }
  });
});
