import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { fakeFetch, type FakeRequest } from '../../../test/fake-fetch';
import { clearSession, saveTokens } from '../../../lib/site-store';
// What the catalogue's goods pages use: the order feature's public surface.
import { useAddCart, useCartCount } from '..';
import { useCartList } from './cart-list';
import { useRemoveCartItems } from './remove-cart';

/** A server cart behind the real client: adding puts a line in, removing takes lines out; count and list answer. */
function cartServer() {
  const lines = new Set<number>([1, 2]);
  fakeFetch(async (config: FakeRequest) => {
    const url = config.url ?? '';
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    let data: unknown = null;
    if (url.endsWith(API_PATHS.cartCount)) data = lines.size;
    if (url.endsWith(API_PATHS.cartList)) data = [...lines].map((id) => ({ id }));
    if (url.endsWith(API_PATHS.cartAdd)) {
      lines.add(lines.size + 10);
      data = { id: 9, created: true, count: lines.size };
    }
    if (url.endsWith(API_PATHS.cartRemoveBatch)) {
      for (const id of (body as { ids: number[] }).ids) lines.delete(id);
      data = { removed: 1 };
    }
    return { status: 200, data: { code: 0, msg: null, data } };
  });
}

function renderWithOneCache<T>(hook: () => T) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(hook, { wrapper });
}

/**
 * The goods pages add to the cart, the cart page removes from it: one endpoint, one module, one cache entry, so
 * every count on screen follows both (two copies under two keys once left the other page's count stale).
 */
describe('the cart count is one cache entry for every page', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
    saveTokens({ accessToken: 'a', refreshToken: 'r' });
  });

  it("adding to the cart on a goods page refreshes the order feature's count and cart list", async () => {
    cartServer();
    const { result } = renderWithOneCache(() => ({ count: useCartCount(), list: useCartList(), add: useAddCart() }));
    await waitFor(() => expect(result.current.count.data).toBe(2));
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    await act(() => result.current.add.mutateAsync(5));
    await waitFor(() => expect(result.current.count.data).toBe(3));
    await waitFor(() => expect(result.current.list.data).toHaveLength(3));
  });

  it('removing lines on the cart page refreshes the count on the goods page badge', async () => {
    cartServer();
    const { result } = renderWithOneCache(() => ({ badge: useCartCount(true), remove: useRemoveCartItems() }));
    await waitFor(() => expect(result.current.badge.data).toBe(2));
    await act(() => result.current.remove.mutateAsync([1]));
    await waitFor(() => expect(result.current.badge.data).toBe(1));
  });
});
