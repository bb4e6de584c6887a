import { useState } from 'react';
import { Empty, Segmented, Spin } from 'antd';
import { centreKindOf } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { useChildren } from '../../learning';
import { useMyReports } from '../api/my-reports';
import { ClassReports } from '../components/class-reports';
import { LrPage } from '../components/lr-page';
import { ReportList } from '../components/report-list';

const LATEST = 6;

/** A pupil's (or a parent's chosen child's) newest reports. */
function FamilyReports({ userId }: { userId?: number }) {
  const reports = useMyReports({ userId, current: 1, size: LATEST });
  if (reports.isPending) return <Spin className="lr-spin" />;
  if (reports.error) return <Empty description={reports.error.message} />;
  if (reports.data.total === 0)
    return (
      <Empty className="lr-none" description="还没有学习报告：每月 1 日生成上月的月度报告，课程结束后生成结课报告" />
    );
  return <ReportList reports={reports.data.records} />;
}

function ParentReports() {
  const children = useChildren();
  const [chosen, setChosen] = useState<number | null>(null);
  if (children.isPending) return <Spin className="lr-spin" />;
  const list = children.data ?? [];
  if (list.length === 0) return <Empty description="还没有绑定学生账号" />;
  const childId = chosen ?? list[0]!.id;
  return (
    <>
      {list.length > 1 && (
        <Segmented
          className="lr-children"
          value={childId}
          onChange={(v) => setChosen(Number(v))}
          options={list.map((c) => ({ label: c.name, value: c.id }))}
        />
      )}
      <FamilyReports userId={childId} />
    </>
  );
}

/**
 * 学习报告 (/report), by who is looking: a pupil their newest reports; a parent their child's; a tutor or teacher
 * (and staff) their classes' pupils and reports, where the tutor makes reports and writes the comments.
 */
export function ReportIndexPage() {
  const user = useSiteStore((s) => s.user);
  if (!user) return null;
  const kind = centreKindOf(user.roles);
  const staff = kind === 'teacher' || kind === 'tutor';
  return (
    <LrPage title="学习报告" links={staff ? [] : [{ to: '/report/history', text: '历史报告' }]} testId="report-index">
      {staff ? <ClassReports /> : kind === 'parent' ? <ParentReports /> : <FamilyReports />}
    </LrPage>
  );
}
