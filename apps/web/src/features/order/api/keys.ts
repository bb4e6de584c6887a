import type { OrderTabKey } from '@salt/domain';
import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.order;

/** Which classes the buyer already has: of one goods (its pages) or of some classes (checkout). */
export type OwnedSkusOf = { spuId: number } | { skuIds: number[] };

/**
 * Query keys of the order feature (cart, orders, coupons, addresses, group buys), built here only, so mutations
 * invalidate exactly what they change: anything under `cart` after the cart changes, under `orders` after an
 * order does.
 */
export const orderKeys = {
  all: root,
  cart: [...root, 'cart'] as const,
  cartCount: [...root, 'cart', 'count'] as const,
  cartList: [...root, 'cart', 'list'] as const,
  addresses: [...root, 'addresses'] as const,
  orders: [...root, 'orders'] as const,
  myOrders: (tab: OrderTabKey) => [...root, 'orders', 'my', tab] as const,
  order: (id: number) => [...root, 'orders', 'one', id] as const,
  orderStatus: (orderId: number) => [...root, 'orders', 'status', orderId] as const,
  express: (orderId: number) => [...root, 'orders', 'express', orderId] as const,
  /** Under `orders`: placing, paying or cancelling an order refreshes what the buyer has. */
  owned: (of: OwnedSkusOf) =>
    'spuId' in of
      ? ([...root, 'orders', 'owned', 'spu', of.spuId] as const)
      : ([...root, 'orders', 'owned', 'skus', of.skuIds.join(',')] as const),
  coupons: [...root, 'coupons'] as const,
  myCoupons: (status: string) => [...root, 'coupons', 'mine', status] as const,
  claimableCoupons: [...root, 'coupons', 'claimable'] as const,
  /** Every promotion answer: refetched after a coupon is claimed at checkout. */
  promotions: [...root, 'promotion'] as const,
  promotion: (skuIds: number[], group: boolean) =>
    [...root, 'promotion', group ? 'joint' : 'order', skuIds.join(',')] as const,
  group: (id: number) => [...root, 'group', id] as const,
};
