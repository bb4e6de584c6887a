import { createBrowserRouter, matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { ErrorPage } from './pages/error-page';
import { PageLoading } from './pages/page-loading';
import { ShopLayout } from './layouts/shop-layout';
import { mobileShopRoute } from './routes/shop-route-table';
// Registers the list of built pages so features can ask which pages are built (lib/built-pages).
import './routes/route-built';

const ROOT_ID = 'root';

/** The root route around `children`: the shell's plumbing, the loading screen and the error page. */
export function rootRoute(children: RouteObject[]): RouteObject {
  return { id: ROOT_ID, Component: RootLayout, HydrateFallback: PageLoading, errorElement: <ErrorPage />, children };
}

/**
 * The routes in the entry: the phone shop only. It uses antd-mobile alone, outside antd's providers, so its first
 * load has no antd core, no desktop layouts and not the rest of the route table.
 */
export const shellRoutes: RouteObject[] = [rootRoute([{ ...mobileShopRoute, Component: ShopLayout }])];

const loadSiteRoutes = () => import('./routes/site-routes');

/**
 * Started as the app starts on a path outside the phone shop, so the site's routes arrive alongside the entry
 * instead of after it.
 */
export function preloadSiteRoutes(pathname: string): void {
  if (!/^\/m-shop(\/|$)/i.test(pathname)) void loadSiteRoutes();
}

let sitePatched = false;

/**
 * The rest of the site joins the tree on the first navigation that the shop's routes do not answer in full (React
 * Router asks before matching, the first page included). A full match inside the shop needs nothing: React Router
 * asks then too when the path has params, in case a later route would rank higher, but no site route lives under
 * /m-shop. Unknown /m-shop paths match nothing there and load the site's routes, whose `*` draws the 404 page.
 */
const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (sitePatched || matchRoutes(shellRoutes, path)) return;
  const { siteRoute } = await loadSiteRoutes();
  if (sitePatched) return;
  sitePatched = true;
  patch(ROOT_ID, [siteRoute]);
};

export function createAppRouter() {
  return createBrowserRouter(shellRoutes, { basename: '/', patchRoutesOnNavigation });
}
