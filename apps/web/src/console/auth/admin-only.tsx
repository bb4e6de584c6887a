import type { ReactNode } from 'react';
import { useGetIdentity } from '@refinedev/core';
import { Result } from 'antd';
import { isAdmin } from '@salt/domain';
import type { ConsoleIdentity } from '../providers/auth-provider';

/** A page for the school's admins: a teacher who types its address gets 无权查看 instead of a page of errors. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { data: me } = useGetIdentity<ConsoleIdentity>();
  if (!me) return null;
  if (!isAdmin(me.roles)) return <Result status="403" title="无权查看" subTitle="该页面仅对管理员开放" />;
  return children;
}
