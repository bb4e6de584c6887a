import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useOne } from '@refinedev/core';
import { Alert, Badge, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { formatFen } from '../../lib/money';
import type { DashboardRecord } from '../providers/dashboard-provider';

// ECharts is the dashboard's alone: its code is a chunk of its own, fetched when this page draws the trends.
const TrendCharts = lazy(() => import('./trend-charts'));

interface Figure {
  key: string;
  title: string;
  value: ReactNode;
  /** The console page that lists these, where one exists. */
  to?: string;
  note?: ReactNode;
}

function FigureCard({ figure }: { figure: Figure }) {
  const card = (
    <Card size="small" hoverable={figure.to !== undefined} style={{ height: '100%' }}>
      <Statistic title={figure.title} value={figure.value as string} />
      {figure.note}
    </Card>
  );
  return figure.to ? (
    <Link
      to={figure.to}
      aria-label={`${figure.title}：${String(figure.value)}，查看`}
      data-testid={`figure-${figure.key}`}
    >
      {card}
    </Link>
  ) : (
    <div data-testid={`figure-${figure.key}`} style={{ height: '100%' }}>
      {card}
    </div>
  );
}

/** The figures the caller may see: a teacher's answer has no sales (null), so those cards are left out. */
function figuresOf(d: DashboardRecord): Figure[] {
  const sales: Figure[] =
    d.ordersToday === null || d.revenueTodayFen === null
      ? []
      : [
          { key: 'orders', title: '今日订单', value: d.ordersToday },
          { key: 'revenue', title: '今日收入', value: formatFen(d.revenueTodayFen) },
        ];
  return [
    ...sales,
    { key: 'pupils', title: '今日新学员', value: d.newPupilsToday },
    {
      key: 'sessions',
      title: '今日课次',
      value: d.sessionsToday,
      note: <Badge status={d.liveNow > 0 ? 'processing' : 'default'} text={`直播中 ${d.liveNow}`} />,
    },
    { key: 'homework', title: '待批改作业', value: d.homeworkToMark },
    { key: 'exams', title: '待阅卷', value: d.examsToMark, to: '/console/marking' },
    { key: 'approvals', title: '待审批', value: d.approvalsWaiting },
  ];
}

/**
 * 首页: today's figures as cards (two to a row on a phone, more as the screen widens), each a link to its console
 * page where one exists, and the last 30 days' trends below, drawn by a lazily loaded chart chunk.
 */
export function DashboardPage() {
  const { query, result } = useOne<DashboardRecord>({ resource: 'dashboard', id: 'today', errorNotification: false });
  if (query.isError) return <Alert type="error" showIcon title="数据加载失败，请刷新重试" />;
  if (!result) return <Skeleton active />;
  return (
    <div className="console-dashboard">
      <Typography.Paragraph type="secondary">
        {result.today}（北京时间）{result.scope === 'classes' ? ' · 仅统计您任教或辅导的班级' : ' · 全校'}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {figuresOf(result).map((f) => (
          <Col key={f.key} xs={12} md={8} xl={6} xxl={3}>
            <FigureCard figure={f} />
          </Col>
        ))}
      </Row>
      <div style={{ marginTop: 16 }}>
        <Suspense fallback={<Skeleton active />}>
          <TrendCharts trend={result.trend} showSales={result.scope === 'school'} />
        </Suspense>
      </div>
    </div>
  );
}
