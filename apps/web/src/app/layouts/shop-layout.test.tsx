import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSiteStore } from '../../lib/site-store';
import { mobileShopPages } from '../routes/shop-route-table';
import { ShopLayout } from './shop-layout';

async function renderShop(path: string) {
  const router = createMemoryRouter([{ path: 'm-shop', Component: ShopLayout, children: mobileShopPages }], {
    initialEntries: [path],
  });
  // Built shop pages read through TanStack Query, as they do inside the app's providers.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  // The page module loads lazily (the first import in a test run takes a moment); the frame renders with it.
  // Pages differ (built ones, under construction), so only the frame is awaited.
  await waitFor(() => expect(document.querySelector('.mobile-frame__content')?.childElementCount).toBeGreaterThan(0), {
    timeout: 5000,
  });
}

const header = () => document.querySelector('.mobile-shop-header');
const tabBar = () => screen.queryByRole('navigation', { name: '底部导航' });

describe('mobile shop layout', () => {
  // A phone-sized window: on a desktop the shop's pages with desktop twins redirect there.
  beforeEach(() => {
    vi.stubGlobal('innerWidth', 390);
    useSiteStore.setState({ client: 'browser', showMobileTheme: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the tab bar and no back header on the shop root', async () => {
    await renderShop('/m-shop');
    expect(tabBar()).not.toBeNull();
    expect(screen.getByText('全部课程', { selector: '.adm-tab-bar-item-title' })).toBeInTheDocument();
    expect(header()).toBeNull();
  });

  it('shows the back header and hides the tab bar on the cart', async () => {
    await renderShop('/m-shop/cartNew');
    expect(tabBar()).toBeNull();
    expect(header()).not.toBeNull();
  });

  it('hides the header on coupon pages and inside the app or WeChat', async () => {
    await renderShop('/m-shop/couponReceive');
    expect(header()).toBeNull();
  });

  it.each(['app', 'wechat'] as const)('hides the header in %s', async (client) => {
    useSiteStore.setState({ client });
    await renderShop('/m-shop/checkOrder');
    expect(header()).toBeNull();
  });
});
