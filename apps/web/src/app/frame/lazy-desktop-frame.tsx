import { lazy, Suspense } from 'react';
import { currentMobileTheme } from '../../lib/device';

const loadParts = () => import('./desktop-frame-parts');

/**
 * Started when the app starts on a desktop-sized screen, so the header arrives with the page's own chunk instead
 * of after it; on a phone nothing is fetched unless the window grows into the desktop theme.
 */
export function preloadDesktopFrame(): void {
  if (!currentMobileTheme()) void loadParts();
}

const Header = lazy(() => loadParts().then((m) => ({ default: m.SiteHeader })));
const Footer = lazy(() => loadParts().then((m) => ({ default: m.SiteFooter })));
const Trail = lazy(() => loadParts().then((m) => ({ default: m.Breadcrumbs })));

/** The header's own box while its chunk loads (same height and colour), so the page does not jump. */
export function SiteHeader() {
  return (
    <Suspense fallback={<header className="site-header" aria-hidden />}>
      <Header />
    </Suspense>
  );
}

export function SiteFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}

export function Breadcrumbs() {
  return (
    <Suspense
      fallback={
        <div className="site-breadcrumbs" aria-hidden>
          &nbsp;
        </div>
      }
    >
      <Trail />
    </Suspense>
  );
}
