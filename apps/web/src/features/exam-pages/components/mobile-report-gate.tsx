import type { ReactNode } from 'react';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { ExamReport } from '@salt/domain';
import { useSessionReport } from '../api/session-report';

/** ReportGate for the phone pages: loads `sessionId`'s report, or says why not with a way back. */
export function MobileReportGate({
  sessionId,
  back,
  children,
}: {
  sessionId: number;
  back: string;
  children: (report: ExamReport) => ReactNode;
}) {
  const navigate = useNavigate();
  const { data, error, isPending } = useSessionReport(sessionId);
  if (error) {
    return (
      <div className="mexam-card mexam-empty">
        <ErrorBlock status="default" title={error.message || '结果加载失败'} description="" />
        <Button color="primary" shape="rounded" onClick={() => void navigate(back)}>
          返回
        </Button>
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="mexam-empty">
        <DotLoading color="primary" />
      </div>
    );
  }
  return <>{children(data)}</>;
}
