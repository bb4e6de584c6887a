import type { ReactNode } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { useSiteStore } from '../../../lib/site-store';
import '../routes/referral.css';

/** The column every /recommend page sits in: centred on desktops, full width on phones (`.is-m`). */
export function RfPage({ children, testId }: { children: ReactNode; testId?: string }) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  return (
    <div className={`rf-page${mobile ? ' is-m' : ''}`} data-testid={testId}>
      {children}
    </div>
  );
}

export const useMobile = () => useSiteStore((s) => s.showMobileTheme);

/** Loading, error and empty states of the referral lists. */
export function ListState(props: {
  pending: boolean;
  error: Error | null;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (props.pending)
    return (
      <div className="rf-state" aria-busy="true">
        加载中…
      </div>
    );
  if (props.error)
    return (
      <div className="rf-state is-error" role="alert">
        {props.error.message || '加载失败，请稍后重试'}
      </div>
    );
  if (props.empty)
    return (
      <div className="rf-state">
        <InboxOutlined className="rf-state__art" />
        {props.emptyText}
      </div>
    );
  return <>{props.children}</>;
}

/** 加载更多 under a paged list; 没有更多了 at its end. */
export function LoadMore({ has, loading, onMore }: { has: boolean; loading: boolean; onMore: () => void }) {
  if (!has) return <div className="rf-more is-end">没有更多了</div>;
  return (
    <button type="button" className="rf-more" disabled={loading} onClick={onMore}>
      {loading ? '加载中…' : '加载更多'}
    </button>
  );
}
