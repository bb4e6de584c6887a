import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { currentMobileTheme } from '../../lib/device';
import type { RouteHandle } from '../../components/route-title';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** The shared '功能建设中' page, loaded on demand like every other page. */
export const construction: LazyRoute = () =>
  import('../../components/under-construction').then((m) => ({ Component: m.UnderConstruction }));

/** A leaf route: title for the breadcrumb and page title, and its lazily loaded page (default: under construction). */
export function page(
  path: string,
  title: string,
  lazy: LazyRoute = construction,
  handle: RouteHandle = {},
): RouteObject {
  return { path, lazy, handle: { title, ...handle } };
}

export function indexPage(title: string, lazy: LazyRoute = construction, handle: RouteHandle = {}): RouteObject {
  return { index: true, lazy, handle: { title, ...handle } };
}

/** A route group: its crumb shows in the trail; children hold its pages. */
export function group(
  path: string,
  crumb: string,
  children: RouteObject[],
  options: { requireLogin?: boolean } = {},
): RouteObject {
  return { path, handle: { crumb, ...options }, children };
}

/** Mobile-theme users never see the desktop pages of the shop; they go to the mobile shop instead. */
export function mobileRedirect(to: string): LoaderFunction {
  return () => (currentMobileTheme() ? redirect(to) : null);
}
