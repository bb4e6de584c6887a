import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { openLoginDialog, useSiteStore } from '../../lib/site-store';

// antd's Result only loads for a visitor who is not logged in, not with every page of the learning centre.
const LoginRequiredView = lazy(() => import('./login-required-view').then((m) => ({ default: m.LoginRequiredView })));

/** Pages of the learning centre and the other personal areas need a user; they ask for login in place. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const token = useSiteStore((s) => s.token);
  const needed = useMatches().some((m) => (m.handle as { requireLogin?: boolean } | undefined)?.requireLogin);
  const blocked = needed && !token;
  useEffect(() => {
    if (blocked) openLoginDialog('login');
  }, [blocked]);
  if (!blocked) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <LoginRequiredView />
    </Suspense>
  );
}
