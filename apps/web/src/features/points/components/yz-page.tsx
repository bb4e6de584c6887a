import type { ReactNode } from 'react';
import { useSiteStore } from '../../../lib/site-store';
import '../routes/points.css';
import '../routes/points-pages.css';
import '../routes/points-lists.css';

/**
 * The frame of every /yanzhi page: on desktops a centred column with a title row (the site frame's breadcrumbs
 * lead back to the mall); on phones (showMobileTheme) full width, the phone frame's header already carrying the
 * title and the back arrow.
 */
export function YzPage({
  title,
  extra,
  children,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  return (
    <div className={`yz-page${mobile ? ' is-m' : ''}`} data-testid={testId}>
      {!mobile && (
        <div className="yz-head">
          <h2>{title}</h2>
          {extra}
        </div>
      )}
      {mobile && extra && <div className="yz-head yz-head--m">{extra}</div>}
      {children}
    </div>
  );
}

/** Desktop or phone: the pages pick antd or antd-mobile widgets by this. */
export const useMobile = () => useSiteStore((s) => s.showMobileTheme);
