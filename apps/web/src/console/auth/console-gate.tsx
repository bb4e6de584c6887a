import type { ReactNode } from 'react';
import { useGetIdentity } from '@refinedev/core';
import { Button, Result, Spin } from 'antd';
import { useSiteStore } from '../../lib/site-store';
import type { ConsoleIdentity } from '../providers/auth-provider';
import { ConsoleLogin } from './console-login';

/**
 * Who may draw the console: nobody logged in gets the console's login form; a logged-in user whose roles do not
 * open the console (pupils, parents, tutors) gets 无权访问控制台 and a way home. The server refuses their calls
 * anyway; this only keeps them from a page of errors.
 */
export function ConsoleGate({ children }: { children: ReactNode }) {
  const token = useSiteStore((s) => s.token);
  const identity = useGetIdentity<ConsoleIdentity>({ queryOptions: { enabled: !!token } });
  if (!token) return <ConsoleLogin />;
  if (identity.isLoading) {
    return (
      <div className="console-centre">
        <Spin size="large" />
      </div>
    );
  }
  if (!identity.data) return <ConsoleLogin />;
  if (!identity.data.canEnter) {
    return (
      <Result
        status="403"
        title="无权访问控制台"
        subTitle="控制台仅对教师和管理员开放"
        extra={
          <Button type="primary" href="/">
            回到首页
          </Button>
        }
      />
    );
  }
  return children;
}
