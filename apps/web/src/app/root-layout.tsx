import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { saveUser, siteState, useSiteStore } from '../lib/site-store';
import { currentMobileTheme } from '../lib/device';
import { startSession } from '../features/auth/session';
// Tiny (no React widgets): records a share link's first touch and offers registration.
import { useShareTouch } from '../features/referral/use-share-touch';
// Tiny too: notices a return from WeChat's OAuth (微信登录 / 绑定微信) and loads the work only then.
import { useWechatReturn } from '../features/auth/use-wechat-return';
import {
  usePageStatistics,
  usePlatformData,
  useUserPings,
  useWindowPlumbing,
} from '../features/platform/use-platform-boot';
import { RouteProgress } from './frame/route-progress';
import { BackToTop } from './frame/back-to-top';
import { FullScreenToast, LoadingOverlay } from './frame/overlays';
import { DocumentTitle } from './frame/document-title';
import { AntdScope } from './antd-scope';

const loadLoginDialog = () => import('../features/auth/components/login-dialog');
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));
const WARMUPS = [loadLoginDialog, () => import('../components/under-construction')];

/** The login dialog's code loads the first time it is asked for, keeping it out of the first page load. */
function LazyLoginDialog() {
  const open = useSiteStore((s) => s.showLoginDialog);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted) return null;
  return (
    <AntdScope>
      <Suspense fallback={null}>
        <LoginDialog />
      </Suspense>
    </AntdScope>
  );
}

/** Rotating a tablet or resizing a window across the breakpoints switches between the two frames. */
function useMobileThemeTracking() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const mobile = currentMobileTheme();
        if (mobile === siteState().showMobileTheme) return;
        useSiteStore.setState({ showMobileTheme: mobile });
        const user = siteState().user;
        if (user) saveUser({ ...user, userDevice: mobile ? 'mobile' : 'pc' });
      }, 200);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
}

export function RootLayout() {
  useMobileThemeTracking();
  useEffect(() => void startSession(), []);
  usePlatformData();
  useUserPings();
  usePageStatistics();
  useWindowPlumbing(WARMUPS);
  useShareTouch();
  useWechatReturn();
  const mobile = useSiteStore((s) => s.showMobileTheme);
  useEffect(() => {
    document.documentElement.classList.toggle('theme-mobile', mobile);
    document.documentElement.classList.toggle('theme-desktop', !mobile);
  }, [mobile]);
  return (
    <>
      <DocumentTitle />
      <RouteProgress />
      <ScrollRestoration />
      <Outlet />
      <BackToTop />
      <LoadingOverlay />
      <FullScreenToast />
      <LazyLoginDialog />
    </>
  );
}
