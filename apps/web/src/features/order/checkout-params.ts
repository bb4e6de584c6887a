/**
 * What /m-shop/checkOrder is asked to sell, read from its URL:
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
export function checkoutUrl(o: { skuId: number; spuId?: number; group?: 'start'; groupId?: number }): string {
  const q = new URLSearchParams({ skuId: String(o.skuId) });
  if (o.spuId) q.set('spuId', String(o.spuId));
  if (o.groupId) q.set('groupId', String(o.groupId));
  else if (o.group) q.set('group', o.group);
  return `/m-shop/checkOrder?${q.toString()}`;
}

export function cartCheckoutUrl(skuIds: number[]): string {
  return `/m-shop/checkOrder?from=cart&skuIds=${skuIds.join(',')}`;
}
