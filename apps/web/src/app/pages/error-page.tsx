import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@salt/domain';
import { isChunkLoadError, reloadForChunkError } from '../../lib/chunk-reload';

// antd's Result (three large pictures) only loads when a page actually fails, not with every first page.
const ErrorView = lazy(() => import('./error-view').then((m) => ({ default: m.ErrorView })));

export function errorTitleOf(error: unknown): string {
  const is404 =
    (isRouteErrorResponse(error) && error.status === 404) || (error as { status?: number } | null)?.status === 404;
  return is404 ? MESSAGES.error404 : MESSAGES.errorOther;
}

/** Route error element: a 404 or any other failure, with back and home links. */
export function ErrorPage() {
  const error = useRouteError();
  // A stale chunk after a deploy: reloading fetches the new build (at most once a minute).
  if (isChunkLoadError(error) && reloadForChunkError()) return null;
  return (
    <Suspense fallback={null}>
      <ErrorView title={errorTitleOf(error)} />
    </Suspense>
  );
}
