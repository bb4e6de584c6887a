import type { RouteObject } from 'react-router';
import { rootRoute } from '../router';
import { ShopLayout } from '../layouts/shop-layout';
import { mobileShopRoute } from './shop-route-table';
import { siteRoute } from './site-routes';

/**
 * The whole route tree as the app has it once the site's routes have joined (router.tsx loads them on the first
 * navigation outside the phone shop). For tests that match or render any path.
 */
export const routes: RouteObject[] = [rootRoute([{ ...mobileShopRoute, Component: ShopLayout }, siteRoute])];
