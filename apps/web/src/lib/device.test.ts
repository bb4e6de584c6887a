import { describe, expect, it } from 'vitest';
import { appVersionOf, clientCodeFor, hostKindOf, isMobileTheme, shouldPrefetch } from './device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130 Safari/537.36';
const WECHAT = `${IPHONE} MicroMessenger/8.0.40`;

describe('device detection', () => {
  it('recognises the hosts', () => {
    expect(hostKindOf(`${IPHONE} SaltClassesApp/3.2.1`)).toBe('app');
    expect(hostKindOf(`${DESKTOP} SaltClassesPC/1.0.0`)).toBe('pcApp');
    expect(hostKindOf(WECHAT)).toBe('wechat');
    expect(hostKindOf(DESKTOP)).toBe('browser');
    expect(appVersionOf(`${IPHONE} SaltClassesApp/3.2.1`)).toBe('3.2.1');
    expect(appVersionOf(DESKTOP)).toBeNull();
  });

  it('uses the mobile theme on phones, tablets up to 1024 px and narrow windows', () => {
    expect(isMobileTheme(IPHONE, 390)).toBe(true);
    expect(isMobileTheme(IPAD, 1024)).toBe(true);
    expect(isMobileTheme(IPAD, 1366)).toBe(false);
    expect(isMobileTheme(DESKTOP, 1440)).toBe(false);
    expect(isMobileTheme(DESKTOP, 700)).toBe(true);
    expect(isMobileTheme(DESKTOP, 740)).toBe(false);
    expect(isMobileTheme('HeadlessBrowser', 740)).toBe(true);
  });

  it('reports client codes', () => {
    expect(clientCodeFor(DESKTOP, false)).toBe(1);
    expect(clientCodeFor(IPHONE, true)).toBe(5);
    expect(clientCodeFor(`${DESKTOP} SaltClassesPC/1.0`, false)).toBe(2);
    expect(clientCodeFor('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) SaltClassesPC/1.0', false)).toBe(6);
    expect(clientCodeFor('Mozilla/4.0 (Windows NT 5.1) SaltClassesPC/1.0', false)).toBe(7);
  });

  it('turns prefetch off on 2g or data saver', () => {
    expect(shouldPrefetch(undefined)).toBe(true);
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
