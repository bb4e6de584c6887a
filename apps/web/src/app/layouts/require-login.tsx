import { useEffect, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useMatches } from 'react-router';
import { openLoginDialog, useSiteStore } from '../../lib/site-store';

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
    <Result
      status="403"
      title="请先登录"
      subTitle="登录后即可查看学习中心、课程和作业"
      extra={
        <Button type="primary" onClick={() => openLoginDialog('login')}>
          立即登录
        </Button>
      }
    />
  );
}
