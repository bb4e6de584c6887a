import { InboxOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Loading, error and empty states shared by the mall's lists, in the mall's own look on desktops and phones. */
export function ListState({
  pending,
  error,
  empty,
  emptyText,
  children,
}: {
  pending: boolean;
  error: Error | null;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (pending)
    return (
      <div className="yz-state" aria-busy="true">
        加载中…
      </div>
    );
  if (error)
    return (
      <div className="yz-state is-error" role="alert">
        {error.message || '加载失败，请稍后重试'}
      </div>
    );
  if (empty)
    return (
      <div className="yz-state is-empty">
        <InboxOutlined className="yz-state__art" />
        {emptyText}
      </div>
    );
  return <>{children}</>;
}

/** 加载更多 under a paged list; says 没有更多了 at the end. */
export function LoadMore({ has, loading, onMore }: { has: boolean; loading: boolean; onMore: () => void }) {
  if (!has) return <div className="yz-more is-end">没有更多了</div>;
  return (
    <button type="button" className="yz-more" disabled={loading} onClick={onMore}>
      {loading ? '加载中…' : '加载更多'}
    </button>
  );
}
