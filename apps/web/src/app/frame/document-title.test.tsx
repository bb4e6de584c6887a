import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/route-title';
import { pageTree } from '../routes/route-table';
import { DocumentTitle } from './document-title';

/** The route table's pages with their handles but without their lazy pages and redirects: titles only. */
function titlesOnly(routes: RouteObject[]): RouteObject[] {
  return routes.map((r) => {
    const { lazy: _lazy, loader: _loader, children, ...rest } = r;
    return (children ? { ...rest, children: titlesOnly(children) } : { ...rest, element: null }) as RouteObject;
  });
}

/** Every page of the route tree: leaves and index routes, with the path they answer. */
function leaves(routes: RouteObject[], base = ''): { path: string; handle: RouteHandle }[] {
  return routes.flatMap((r) => {
    const path = r.path ? `${base}/${r.path}` : base;
    if (r.children) return leaves(r.children, path);
    return [{ path: path || '/', handle: (r.handle ?? {}) as RouteHandle }];
  });
}

describe('document title', () => {
  it('every route has a title', () => {
    const pages = leaves(pageTree);
    expect(pages.length).toBeGreaterThan(100);
    for (const p of pages) expect(p.handle.title, `${p.path} has a title`).toBeTruthy();
  });

  it("each page sets the tab's title from its route: '选课中心 - 盐课堂'", async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <DocumentTitle />
              <Outlet />
            </>
          ),
          children: titlesOnly(pageTree),
        },
      ],
      { initialEntries: ['/course'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('选课中心 - 盐课堂');
    for (const [path, title] of [
      ['/', '首页 - 盐课堂'],
      ['/teacherList', '师资力量 - 盐课堂'],
      ['/teacher-detail/2', '教师详情 - 盐课堂'],
      ['/center', '学习中心 - 盐课堂'],
      ['/center/myData', '个人信息 - 盐课堂'],
      ['/m-shop', '全部课程 - 盐课堂'],
      ['/m-shop/cartNew', '购物车 - 盐课堂'],
      ['/pc-shop/orders', '我的订单 - 盐课堂'],
      ['/pc-shop/goods-detail/5', '课程详情 - 盐课堂'],
      ['/homework/show/12', '作业详情 - 盐课堂'],
      ['/about.html', '关于我们 - 盐课堂'],
      ['/no/such/page', '页面不存在 - 盐课堂'],
    ]) {
      await act(() => router.navigate(path!));
      expect(document.title, path).toBe(title);
    }
  });
});
