import { useEffect, useState } from 'react';
import { Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { APP_VERSION_POLL_ATTEMPTS, APP_VERSION_POLL_MS } from '@salt/domain';

/** The desktop client sets `window.appVersion` after the page loads; its arrival means a refresh button helps. */
export function hasAppVersionMarker(w: Window & { appVersion?: unknown } = window): boolean {
  return typeof w.appVersion === 'string' && w.appVersion !== '';
}

export function useAppVersionMarker(): boolean {
  const [seen, setSeen] = useState(() => hasAppVersionMarker());
  useEffect(() => {
    if (seen) return;
    let attempts = 0;
    const timer = setInterval(() => {
      attempts += 1;
      if (hasAppVersionMarker()) {
        setSeen(true);
        clearInterval(timer);
      } else if (attempts >= APP_VERSION_POLL_ATTEMPTS) {
        clearInterval(timer);
      }
    }, APP_VERSION_POLL_MS);
    return () => clearInterval(timer);
  }, [seen]);
  return seen;
}

export function AppVersionRefresh() {
  const seen = useAppVersionMarker();
  if (!seen) return null;
  return (
    <Tooltip title="刷新页面">
      <button
        type="button"
        className="header-icon-button"
        aria-label="刷新页面"
        onClick={() => window.location.reload()}
      >
        <ReloadOutlined />
      </button>
    </Tooltip>
  );
}
