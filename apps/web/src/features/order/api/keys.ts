/** Query keys of the order feature in one place, so mutations invalidate exactly what they change. */
export const orderKeys = {
  all: ['order'] as const,
  cart: ['order', 'cart'] as const,
  cartCount: ['order', 'cart', 'count'] as const,
  addresses: ['order', 'addresses'] as const,
  orders: ['order', 'orders'] as const,
  coupons: ['order', 'coupons'] as const,
};
