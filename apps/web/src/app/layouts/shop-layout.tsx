import { Outlet, useMatches } from 'react-router';
import { handleOf } from '../../components/route-title';
import { useSiteStore } from '../../lib/site-store';
import { MobileShopHeader } from '../frame/mobile-shop-header';
import { MobileTabBar } from '../frame/mobile-tab-bar';
import { PageFade } from './page-fade';
import { AntdScope } from '../antd-scope';

/**
 * Mobile shop (/m-shop). The back-arrow header is hidden in the app and the messaging browser (they draw
 * their own) and on pages that ask for it; the tab bar only where the page does not need the space. Pages that
 * draw antd widgets (handle.antd) get antd's providers; the others, the shop's home first, never load antd's core.
 */
export function ShopLayout() {
  const matches = useMatches();
  const client = useSiteStore((s) => s.client);
  const leaf = matches.at(-1);
  const handle = leaf ? handleOf(leaf) : {};
  const showHeader = !handle.hideShopHeader && client !== 'app' && client !== 'wechat';
  const showTabBar = !handle.hideTabBar;
  return (
    <div className={`mobile-frame shop-frame${showTabBar ? ' has-tab-bar' : ''}`}>
      {showHeader && <MobileShopHeader />}
      <main className="mobile-frame__content">
        <PageFade>
          {handle.antd ? (
            <AntdScope>
              <Outlet />
            </AntdScope>
          ) : (
            <Outlet />
          )}
        </PageFade>
      </main>
      {showTabBar && <MobileTabBar />}
    </div>
  );
}
