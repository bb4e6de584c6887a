import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { API_PATHS, type ShopLayout } from '@salt/domain';
import { card, fakeApi, ok, renderRoutes, seedDictionaries } from '../test-kit';
import { MobileShopHomePage } from './mobile-shop-home-page';

const LAYOUT: ShopLayout = {
  banners: [],
  recommended: [],
  teachers: [],
  // As staff arranged them in 首页分区: 英语 first and retitled, 物理 hidden (absent).
  sections: [
    { subject: '3', title: '英语听说', colour: '#7c4dff', goods: [card()] },
    { subject: '2', title: '数学', colour: '#1677ff', goods: [card()] },
  ],
};

describe('手机商城首页', () => {
  beforeEach(() => {
    localStorage.clear();
    seedDictionaries();
  });

  it('shows the subject tabs in the order and with the titles staff arranged for the home page', async () => {
    fakeApi((call) =>
      call.url.endsWith(API_PATHS.spuLayout) ? ok(LAYOUT) : ok({ records: [card()], total: 1, current: 1, size: 10 }),
    );
    renderRoutes([{ path: '/m-shop', Component: MobileShopHomePage }], '/m-shop');
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部', '英语听说', '数学']),
    );
  });
});
