import { Button, Result } from 'antd';
import { errorText } from '../error-text';

/** The failed-load state (antd's Result): loaded by page-states' LoadError only when a load fails. */
export function LoadErrorResult({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Result
      className="cat-state"
      status="warning"
      title={errorText(error)}
      extra={onRetry && <Button onClick={onRetry}>重新加载</Button>}
    />
  );
}
