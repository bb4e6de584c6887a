import { lazy } from 'react';
import { MESSAGES } from '@salt/domain';
import { useSiteStore } from '../../lib/site-store';
import { AntdScope } from '../antd-scope';

// antd's Spin only once a page asks for the overlay: the phone shop's first load carries no antd.
const Spin = lazy(() => import('antd/es/spin'));

/** Whole-page loading overlay, driven by `pageLoading` in the site state. */
export function LoadingOverlay() {
  const loading = useSiteStore((s) => s.pageLoading);
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <AntdScope>
        <Spin size="large" />
      </AntdScope>
      <span>{MESSAGES.loading}</span>
    </div>
  );
}

/** Full-screen toast (`toastTitle`); showToast clears it after 3000 ms. */
export function FullScreenToast() {
  const title = useSiteStore((s) => s.toastTitle);
  if (!title) return null;
  return (
    <div className="full-toast" role="alert">
      <div className="full-toast__box">{title}</div>
    </div>
  );
}
