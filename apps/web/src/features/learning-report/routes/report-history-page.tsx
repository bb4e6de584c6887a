import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Empty, Pagination, Spin } from 'antd';
import { centreKindOf } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { useChildren } from '../../learning';
import { useMyReports } from '../api/my-reports';
import { LrPage } from '../components/lr-page';
import { ReportList } from '../components/report-list';

const SIZE = 10;

/**
 * 历史报告 (/report/history): every report of mine (a parent: of `?userId=` or the first bound child), newest
 * period first, ten a page.
 */
export function ReportHistoryPage() {
  const [current, setCurrent] = useState(1);
  const [params] = useSearchParams();
  const roles = useSiteStore((s) => s.user?.roles);
  const parent = roles !== undefined && centreKindOf(roles) === 'parent';
  const children = useChildren(parent);
  const asked = Number(params.get('userId') ?? 0);
  const userId = parent ? (asked > 0 ? asked : children.data?.[0]?.id) : undefined;
  const reports = useMyReports({ current, size: SIZE, userId, enabled: !parent || userId !== undefined });
  return (
    <LrPage title="历史报告" links={[{ to: '/report', text: '学习报告' }]} testId="report-history">
      {reports.isPending ? (
        <Spin className="lr-spin" />
      ) : reports.error ? (
        <Empty description={reports.error.message} />
      ) : reports.data.total === 0 ? (
        <Empty className="lr-none" description="还没有历史报告" />
      ) : (
        <>
          <ReportList reports={reports.data.records} />
          {reports.data.total > SIZE && (
            <Pagination
              className="lr-pager"
              current={current}
              pageSize={SIZE}
              total={reports.data.total}
              onChange={setCurrent}
              showSizeChanger={false}
              simple
            />
          )}
        </>
      )}
    </LrPage>
  );
}
