import { Outlet, useLocation } from 'react-router';
import { useSiteStore } from '../../lib/site-store';
import { Breadcrumbs, SiteFooter, SiteHeader } from '../frame/lazy-desktop-frame';
import { MobileTabBar } from '../frame/mobile-tab-bar';
import { MobileShopHeader } from '../frame/mobile-shop-header';
import { HomeworkDialogHost } from '../../features/homework/components/homework-dialog-host';
import { RequireLogin } from './require-login';
import { PageFade } from './page-fade';

/** Tab roots on mobile: they show the tab bar and no back arrow. */
const MOBILE_TAB_ROOTS = ['/center', '/mdownload'];

/** Default frame: header, breadcrumbs, footer, homework dialog; on the mobile theme a compact mobile frame. */
export function DefaultLayout() {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const client = useSiteStore((s) => s.client);
  const { pathname } = useLocation();
  const isHome = pathname === '/';
  if (mobile) {
    const tabRoot = MOBILE_TAB_ROOTS.includes(pathname.toLowerCase().replace(/\/$/, ''));
    const inHost = client === 'app' || client === 'wechat';
    return (
      <div className={`mobile-frame${tabRoot ? ' has-tab-bar' : ''}`}>
        {!tabRoot && !inHost && <MobileShopHeader fallback="/center" />}
        <main className="mobile-frame__content">
          <RequireLogin>
            <PageFade>
              <Outlet />
            </PageFade>
          </RequireLogin>
        </main>
        {tabRoot && <MobileTabBar />}
        <HomeworkDialogHost />
      </div>
    );
  }
  return (
    <div className="desktop-frame">
      <SiteHeader />
      <main className={isHome ? 'site-main site-main--home' : 'site-main'}>
        {!isHome && (
          <div className="site-container">
            <Breadcrumbs />
          </div>
        )}
        <div className={isHome ? undefined : 'site-container site-content'}>
          <RequireLogin>
            <PageFade>
              <Outlet />
            </PageFade>
          </RequireLogin>
        </div>
      </main>
      <SiteFooter />
      <HomeworkDialogHost />
    </div>
  );
}
