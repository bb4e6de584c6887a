import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useSiteStore } from '../../../lib/site-store';
import { useSessionIdParam } from '../components/session-gate';
import { SessionReport } from '../components/session-report';
import '../exam-pages.css';

/** /jieke/detail?sessionId=: one attempt's report, its right/wrong grid, then the analysis of every question. */
export function JiekeDetailPage() {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const sessionId = useSessionIdParam();
  return (
    <div className={`exam-page${mobile ? ' is-mobile' : ''}`}>
      {sessionId === null ? <NoSession back="/jieke/data" /> : <SessionReport sessionId={sessionId} kind="jieke" />}
    </div>
  );
}

/** A report page opened without `?sessionId=`: say so and lead to where attempts are listed. */
function NoSession({ back }: { back: string }) {
  return (
    <Result
      status="info"
      title="请选择一次考试"
      subTitle="从考试记录中选择一次交卷查看报告"
      extra={
        <Link to={back}>
          <Button type="primary">查看考试记录</Button>
        </Link>
      }
    />
  );
}
