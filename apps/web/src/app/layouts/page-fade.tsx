import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PAGE_FADE_S } from '@salt/domain';

/** Keyed by path so each page change replays the 0.3 s fade-in. */
export function PageFade({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div key={pathname} className="page-fade" style={{ animationDuration: `${PAGE_FADE_S}s` }}>
      {children}
    </div>
  );
}
