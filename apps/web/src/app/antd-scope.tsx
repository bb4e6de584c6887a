import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';

const loadRoot = () => import('./antd-root');
const AntdRoot = lazy(() => loadRoot().then((m) => ({ default: m.AntdRoot })));

/**
 * Phone-shop paths render with antd-mobile alone, bar a few flagged pages (RouteHandle.antd) that fetch the
 * providers when they render; every other path is about to need them.
 */
const ANTD_FREE_PATH = /^\/m-shop(\/|$)/;

/**
 * Started as the app starts on a path that uses antd, so antd's core arrives alongside the page's own chunk
 * rather than after it; on the phone shop nothing is fetched until an antd widget is asked for.
 */
export function preloadAntd(pathname: string): void {
  if (!ANTD_FREE_PATH.test(pathname)) void loadRoot();
}

/** antd's providers around `children`, loaded on first use (nothing is drawn until they are). */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AntdRoot>{children}</AntdRoot>
    </Suspense>
  );
}

/** Pathless layout route: the frames whose pages use antd. */
export function AntdLayout() {
  return (
    <AntdScope>
      <Outlet />
    </AntdScope>
  );
}
