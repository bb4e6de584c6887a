import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { ErrorPage } from './pages/error-page';
import { PageLoading } from './pages/page-loading';
import { DefaultLayout } from './layouts/default-layout';
import {
  EmptyLayout,
  EmptyNoLoginLayout,
  ExamUploadLayout,
  HomeworkOnlyLayout,
  PcShopLayout,
  RecommendLayout,
} from './layouts/simple-layouts';
import { ShopLayout } from './layouts/shop-layout';
import { AntdLayout } from './antd-scope';
import {
  defaultFramePages,
  emptyNoLoginPages,
  emptyPages,
  examUploadPages,
  homeworkPages,
  mobileShopRoute,
  pcShopPages,
  recommendPages,
} from './routes/route-table';
// Registers the page tree so features can ask which pages are built (lib/built-pages).
import './routes/route-built';

/** The whole route tree: layouts as pathless parents, pages lazily loaded. Exported for tests. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoading,
    errorElement: <ErrorPage />,
    children: [
      // The phone shop uses antd-mobile only: outside antd's providers, so its first load has no antd core.
      { ...mobileShopRoute, Component: ShopLayout },
      {
        Component: AntdLayout,
        children: [
          { Component: EmptyNoLoginLayout, children: emptyNoLoginPages },
          { Component: EmptyLayout, children: emptyPages },
          { Component: ExamUploadLayout, children: examUploadPages },
          { Component: PcShopLayout, children: pcShopPages },
          { Component: RecommendLayout, children: recommendPages },
          { Component: HomeworkOnlyLayout, children: homeworkPages },
          { Component: DefaultLayout, children: defaultFramePages },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
