import { MESSAGES } from '@salt/domain';

/** First paint while the first page's code arrives; plain markup so it needs no UI kit. */
export function PageLoading() {
  return (
    <div className="loading-overlay" role="status">
      <span>{MESSAGES.loading}</span>
    </div>
  );
}
