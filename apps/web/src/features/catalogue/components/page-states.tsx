import { Button, Empty, Result, Skeleton } from 'antd';
import { errorText } from '../error-text';

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
    <Result
      className="cat-state"
      status="warning"
      title={errorText(error)}
      extra={onRetry && <Button onClick={onRetry}>重新加载</Button>}
    />
  );
}

export function EmptyState({ text, action }: { text: string; action?: React.ReactNode }) {
  return (
    <div className="cat-state">
      <Empty description={text}>{action}</Empty>
    </div>
  );
}
