import type { OrderView } from '@salt/domain';
import { shopPath } from '../../lib/shop-paths';

/**
 * What checkout (/m-shop/checkOrder, on desktops /pc-shop/check-order) is asked to sell, read from its URL:
 * - `?skuId=N[&spuId=M]` one class; `&group=start` starts a group buy, `&groupId=G` joins group G;
 * - `?from=cart&skuIds=1,2` the classes selected in the cart.
 */
export interface CheckoutParams {
  fromCart: boolean;
  skuIds: number[];
  spuId: number | null;
  startGroup: boolean;
  groupId: number | null;
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

export function parseCheckoutParams(search: URLSearchParams): CheckoutParams {
  const fromCart = search.get('from') === 'cart';
  const listed = (search.get('skuIds') ?? '')
    .split(',')
    .map((s) => positiveInt(s.trim()))
    .filter((n): n is number => n !== null);
  const single = positiveInt(search.get('skuId'));
  const skuIds = fromCart ? [...new Set(listed)] : single ? [single] : [];
  const groupId = fromCart ? null : positiveInt(search.get('groupId'));
  return {
    fromCart,
    skuIds,
    spuId: positiveInt(search.get('spuId')),
    startGroup: !fromCart && groupId === null && search.get('group') === 'start',
    groupId,
  };
}

/** Link to checkout for one class, used by the cart, the material list and group invitations. */
export function checkoutUrl(o: {
  skuId: number;
  spuId?: number;
  group?: 'start';
  groupId?: number;
  mobile?: boolean;
}): string {
  const q = new URLSearchParams({ skuId: String(o.skuId) });
  if (o.spuId) q.set('spuId', String(o.spuId));
  if (o.groupId) q.set('groupId', String(o.groupId));
  else if (o.group) q.set('group', o.group);
  return shopPath('checkout', { query: q, mobile: o.mobile });
}

export function cartCheckoutUrl(skuIds: number[]): string {
  return shopPath('checkout', { query: `from=cart&skuIds=${skuIds.join(',')}` });
}

/**
 * The invitation opens checkout on the same class, joining this group. It is the phone page: invitations travel
 * through WeChat, and a desktop that opens one is sent on to the desktop checkout.
 */
export function groupInviteUrl(order: OrderView): string {
  const item = order.items[0]!;
  const path = checkoutUrl({ skuId: item.skuId, spuId: item.spuId, groupId: order.orderGroupVO!.id, mobile: true });
  return `${window.location.origin}${path}`;
}
