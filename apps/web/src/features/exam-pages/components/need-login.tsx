import '../../../lib/antd-mobile-render';
import { useEffect, type ReactNode } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';
import { openLoginDialog, useSiteStore } from '../../../lib/site-store';

/**
 * The /m-shop frame is public, but tests, practice and the wrong notebook are personal: these pages ask for
 * login in place and render once a token exists.
 */
export function NeedLogin({ children, what }: { children: ReactNode; what: string }) {
  const token = useSiteStore((s) => s.token);
  useEffect(() => {
    if (!token) openLoginDialog('login');
  }, [token]);
  if (token) return <>{children}</>;
  return (
    <div className="mexam-card mexam-empty">
      <ErrorBlock status="default" title="请先登录" description={`登录后开始${what}`} />
      <Button color="primary" shape="rounded" onClick={() => openLoginDialog('login')}>
        立即登录
      </Button>
    </div>
  );
}
