import { siteState } from './site-store';

/**
 * Shop pages that exist twice, a phone page under /m-shop and a desktop page in the site frame. Links are made
 * for the theme the person is using, and the route table's loaders send anyone who arrives at the other twin
 * (a link shared from a phone and opened on a desktop, or the other way round) to theirs.
 */
export const SHOP_TWINS = {
  home: { mobile: '/m-shop', desktop: '/course' },
  cart: { mobile: '/m-shop/cartNew', desktop: '/pc-shop/cart' },
  checkout: { mobile: '/m-shop/checkOrder', desktop: '/pc-shop/check-order' },
  orders: { mobile: '/m-shop/userOrderNew', desktop: '/pc-shop/orders' },
  coupons: { mobile: '/m-shop/couponReceive', desktop: '/pc-shop/coupons' },
  goods: { mobile: '/m-shop/goods-detail-new/:id', desktop: '/pc-shop/goods-detail/:id' },
  teacher: { mobile: '/m-shop/teacher-detail-new/:id', desktop: '/teacher-detail/:id' },
} as const;

export type ShopPage = keyof typeof SHOP_TWINS;

/** The page for the theme in use (or the one asked for), with `:id` filled and an optional query. */
export function shopPath(
  page: ShopPage,
  opts: { id?: number; query?: string | URLSearchParams; mobile?: boolean } = {},
): string {
  const mobile = opts.mobile ?? siteState().showMobileTheme;
  const pattern = SHOP_TWINS[page][mobile ? 'mobile' : 'desktop'];
  const path = opts.id !== undefined ? pattern.replace(':id', String(opts.id)) : pattern;
  const query = String(opts.query ?? '');
  return query ? `${path}?${query}` : path;
}
