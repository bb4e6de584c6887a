import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ACTIVE_INTEGRAL_DELAY_MS } from '@salt/domain';
import { openLoginDialog, setDeptValue, siteState, useSiteStore } from '../../lib/site-store';
import { appVersionOf, clientCodeFor, clientNameOf, currentPrefetchAllowed, currentUserAgent } from '../../lib/device';
import { reloadForChunkError } from '../../lib/chunk-reload';
import { createStatsBatcher } from '../../lib/statistics';
import { WEB_APP_VERSION } from '../../lib/api/client';
import { dictAllQuery } from './api/dict-all';
import { useServerTime } from './api/server-time';
import { activeRuleFor, addActiveIntegral } from './api/active-integral';
import { postUserClientInfo } from './api/user-client-info';
import { putClientVersion } from './api/client-version';
import { beaconStatistics, postStatistics } from './api/statistics-batch';

const STATS_FLUSH_MS = 10_000;
const stats = createStatsBatcher({ send: postStatistics, beacon: beaconStatistics });

/** Startup data every page relies on: dictionaries (region default, grey switch, level text) and server time. */
export function usePlatformData(): void {
  const dict = useQuery(dictAllQuery());
  const time = useServerTime();
  useEffect(() => {
    if (!dict.data) return;
    useSiteStore.setState({ dic: dict.data, levelTxt: dict.data.level_txt ?? [] });
    const first = dict.data.dept?.[0]?.value;
    const current = siteState().deptValue;
    if (first && !dict.data.dept?.some((d) => d.value === current)) setDeptValue(first);
  }, [dict.data]);
  useEffect(() => {
    if (time.data) useSiteStore.setState({ serviceTime: time.data });
  }, [time.data]);
}

/** Once per page load, for a logged-in user: activity points after 5 s, and which client they use. */
export function useUserPings(): void {
  const userId = useSiteStore((s) => s.user?.sysUser.userId);
  useEffect(() => {
    if (!userId) return;
    const search = window.location.search;
    const timer = setTimeout(() => {
      const rule = activeRuleFor(search);
      void addActiveIntegral(rule, rule === 'viewWechatPub' ? '公众号访问' : '官网访问').catch(() => undefined);
    }, ACTIVE_INTEGRAL_DELAY_MS);
    const ua = currentUserAgent();
    const mobile = siteState().showMobileTheme;
    void postUserClientInfo({
      client: clientNameOf(ua, mobile),
      clientCode: clientCodeFor(ua, mobile),
      clientVersion: appVersionOf(ua) ?? WEB_APP_VERSION,
      brandInfo: ua.slice(0, 200),
    }).catch(() => undefined);
    const appVersion = appVersionOf(ua);
    if (appVersion) void putClientVersion(appVersion, clientNameOf(ua, mobile)).catch(() => undefined);
    return () => clearTimeout(timer);
  }, [userId]);
}

/** pv per page shown; flushed every 10 s and by beacon when the page is hidden. */
export function usePageStatistics(): void {
  const { pathname } = useLocation();
  useEffect(() => stats.pageView(pathname), [pathname]);
  useEffect(() => {
    const timer = setInterval(() => stats.flush(), STATS_FLUSH_MS);
    const onHide = () => stats.flush(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onHide);
    };
  }, []);
}

/** Window-level plumbing: host app asks for login, stale chunks after a deploy, idle-time prefetch. */
export function useWindowPlumbing(warmups: Array<() => Promise<unknown>>): void {
  useEffect(() => {
    const onLogin = () => openLoginDialog('login');
    const onPreloadError = (e: Event) => {
      if (reloadForChunkError()) e.preventDefault();
    };
    window.addEventListener('salt:open-login', onLogin);
    window.addEventListener('vite:preloadError', onPreloadError);
    // Prefetching likely next pages wastes a 2g or data-saver connection, so it is skipped there.
    let idle: number | undefined;
    if (currentPrefetchAllowed()) {
      idle = window.setTimeout(() => warmups.forEach((load) => void load().catch(() => undefined)), 3000);
    }
    return () => {
      window.removeEventListener('salt:open-login', onLogin);
      window.removeEventListener('vite:preloadError', onPreloadError);
      clearTimeout(idle);
    };
  }, [warmups]);
}
