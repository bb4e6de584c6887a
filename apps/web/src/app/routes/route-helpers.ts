import { generatePath, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { currentMobileTheme } from '../../lib/device';
import type { RouteHandle } from '../../components/route-title';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** The shared '功能建设中' page, loaded on demand like every other page. */
export const construction: LazyRoute = () =>
  import('../../components/under-construction').then((m) => ({ Component: m.UnderConstruction }));

/**
 * A leaf route: title for the breadcrumb and page title, and its lazily loaded page (default: under construction).
 * A page without its own component is not built: menus, footers and cards leave it out (see isBuilt).
 */
export function page(
  path: string,
  title: string,
  lazy: LazyRoute = construction,
  handle: RouteHandle = {},
  loader?: LoaderFunction,
): RouteObject {
  const built = lazy !== construction;
  // The under-construction page is drawn with antd (see RouteHandle.antd).
  return { path, lazy, ...(loader && { loader }), handle: { title, built, ...(!built && { antd: true }), ...handle } };
}

export function indexPage(title: string, lazy: LazyRoute = construction, handle: RouteHandle = {}): RouteObject {
  const built = lazy !== construction;
  return { index: true, lazy, handle: { title, built, ...(!built && { antd: true }), ...handle } };
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

/** `to` with the route's own `:params` filled in and the query of the address kept (order ids, sku ids, tabs). */
function twinOf(to: string, args: Parameters<LoaderFunction>[0]): string {
  const filled = to.includes(':') ? generatePath(to, args.params) : to;
  return filled + new URL(args.request.url).search;
}

/**
 * Phones never see a desktop page that has a phone twin: the loader sends them there before anything renders, so
 * a desktop link shared into WeChat (a phone browser) opens the phone page. `to` may name the route's params.
 */
export function mobileRedirect(to: string): LoaderFunction {
  return (args) => (currentMobileTheme() ? redirect(twinOf(to, args)) : null);
}

/** The other way round: a desktop window opening a phone page that has a desktop twin gets the desktop page. */
export function desktopRedirect(to: string): LoaderFunction {
  return (args) => (currentMobileTheme() ? null : redirect(twinOf(to, args)));
}
