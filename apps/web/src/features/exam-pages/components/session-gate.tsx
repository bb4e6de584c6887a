import type { ReactNode } from 'react';
import { Button, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { ExamReport } from '@salt/domain';
import { ApiError } from '../../../lib/api/client';
import { useSessionReport } from '../api/session-report';

/** `?sessionId=` as a positive integer, or null. */
export function useSessionIdParam(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('sessionId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Loads the report of `sessionId` and hands it to the page; a missing, foreign or unfinished attempt gets its own
 * state with a way back (the API's message says which).
 */
export function ReportGate({
  sessionId,
  back,
  children,
}: {
  sessionId: number;
  back: { to: string; label: string };
  children: (report: ExamReport) => ReactNode;
}) {
  const { data, error, isPending, refetch } = useSessionReport(sessionId);
  if (error) {
    const status = error instanceof ApiError ? error.status : null;
    const known = status === 403 || status === 404 || status === 409;
    return (
      <Result
        status={status === 403 ? '403' : status === 404 ? '404' : 'warning'}
        title={error.message || '报告加载失败'}
        extra={
          known ? (
            <Link to={back.to}>
              <Button type="primary">{back.label}</Button>
            </Link>
          ) : (
            <Button onClick={() => void refetch()}>重新加载</Button>
          )
        }
      />
    );
  }
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  return <>{children(data)}</>;
}
