import { lazy, Suspense } from 'react';
import { Empty, Skeleton } from 'antd';

// antd's Result carries large inline pictures (~10 KB gzip): it loads when a load fails, not with the home page.
const LoadErrorResult = lazy(() => import('./load-error').then((m) => ({ default: m.LoadErrorResult })));

export function CardGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="cat-grid" aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="cat-card cat-card--skeleton">
          <Skeleton.Node active className="cat-card__skeleton-cover">
            <span />
          </Skeleton.Node>
          <div className="cat-card__body">
            <Skeleton active title={{ width: '80%' }} paragraph={{ rows: 3 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Suspense fallback={<div className="cat-state" aria-busy="true" />}>
      <LoadErrorResult error={error} onRetry={onRetry} />
    </Suspense>
  );
}

export function EmptyState({ text, action }: { text: string; action?: React.ReactNode }) {
  return (
    <div className="cat-state">
      <Empty description={text}>{action}</Empty>
    </div>
  );
}
