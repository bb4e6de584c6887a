import { BREAKPOINTS_PX, CLIENT_CODES, type ClientName } from '@salt/domain';

/**
 * Where the page runs. The two native apps announce themselves in the user agent (the phone app as
 * `SaltClassesApp/<version>`, the desktop client as `SaltClassesPC/<version>` with its OS), and the
 * WeChat messaging browser as `MicroMessenger`.
 */
export type HostKind = 'app' | 'pcApp' | 'wechat' | 'browser';

const [PHONE_MAX, NARROW_MAX, TABLET_MAX] = BREAKPOINTS_PX;

export function hostKindOf(userAgent: string): HostKind {
  if (/SaltClassesApp/i.test(userAgent)) return 'app';
  if (/SaltClassesPC/i.test(userAgent)) return 'pcApp';
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  return 'browser';
}

export function appVersionOf(userAgent: string): string | null {
  const m = /SaltClasses(?:App|PC)\/([\w.-]+)/i.exec(userAgent);
  return m?.[1] ?? null;
}

const PHONE_UA = /Android.+Mobile|iPhone|iPod|Windows Phone|HarmonyOS.+Mobile|MicroMessenger/i;
const TABLET_UA = /iPad|Android(?!.*Mobile)|Tablet/i;

/**
 * Mobile theme: phones always; tablets up to 1024 px; any other window narrower than 750 px
 * (728 px when the page sits in a desktop browser that reserves a scrollbar), so a shrunken desktop window
 * still gets a usable layout instead of a 1360 px page.
 */
export function isMobileTheme(userAgent: string, width: number): boolean {
  if (PHONE_UA.test(userAgent)) return true;
  if (TABLET_UA.test(userAgent)) return width <= TABLET_MAX;
  return width <= PHONE_MAX && width > 0 ? width <= NARROW_MAX || !/Windows|Macintosh|X11/.test(userAgent) : false;
}

/** Client name reported to userClientInfo (codes in @salt/domain). */
export function clientNameOf(userAgent: string, mobileTheme: boolean): ClientName {
  const host = hostKindOf(userAgent);
  if (host === 'pcApp') {
    if (/Mac OS X|Macintosh/i.test(userAgent)) return 'pcMac';
    if (/Windows NT 5\./i.test(userAgent)) return 'pcXp';
    return 'pcApp';
  }
  if (host === 'app') return 'other';
  return mobileTheme ? 'h5' : 'browser';
}

export function clientCodeFor(userAgent: string, mobileTheme: boolean): number {
  return CLIENT_CODES[clientNameOf(userAgent, mobileTheme)];
}

interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** Prefetching wastes a slow or metered connection, so it is off on 2g and when data saver is on. */
export function shouldPrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

export function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

export function currentHostKind(): HostKind {
  return hostKindOf(currentUserAgent());
}

export function currentMobileTheme(): boolean {
  return isMobileTheme(currentUserAgent(), typeof window === 'undefined' ? 1440 : window.innerWidth);
}

export function currentPrefetchAllowed(): boolean {
  const nav =
    typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: NetworkInformationLike });
  return shouldPrefetch(nav?.connection);
}
