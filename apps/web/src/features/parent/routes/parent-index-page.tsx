import { Link } from 'react-router';
import { Card, Empty, Progress, Spin } from 'antd';
import {
  AuditOutlined,
  BellOutlined,
  BookOutlined,
  PayCircleOutlined,
  ReadOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import type { Child } from '@salt/domain';
import { useChildOverview } from '../api/child-overview';
import { ExamCard, HomeworkCard, ReportCard, SessionList } from '../components/child-sections';
import { sessionTime } from '../components/format';
import { ParentPage } from '../components/parent-page';

const TILES = [
  { to: '/parent/todayAdd', text: '今日新增', icon: <BellOutlined /> },
  { to: '/parent/todayApprove', text: '待我审批', icon: <AuditOutlined /> },
  { to: '/parent/payment', text: '待缴费', icon: <PayCircleOutlined /> },
  { to: '/parent/classGuide', text: '上课指南', icon: <ReadOutlined /> },
  { to: '/parent/StudentGuide', text: '学生指南', icon: <BookOutlined /> },
  { to: '/parent/changeBind', text: '更换绑定', icon: <UserSwitchOutlined /> },
];

function Overview({ child }: { child: Child }) {
  const overview = useChildOverview(child.id);
  if (overview.isPending) return <Spin className="pp-spin" />;
  if (overview.error) return <Empty description={overview.error.message} />;
  const { classes, week, homework, exams, reports } = overview.data;
  return (
    <>
      <Card className="pp-card" title="本周课表" size="small" data-testid="pp-week">
        <SessionList sessions={week} empty="本周没有课" />
      </Card>
      <Card className="pp-card" title="在读班级" size="small" data-testid="pp-classes">
        {classes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有在读的班级" />
        ) : (
          classes.map((c) => (
            <Link to={`/parent/course-detail/${c.offeringId}`} className="pp-row" key={c.offeringId}>
              <div className="pp-row__main">
                <div className="pp-row__title">{c.title}</div>
                <div className="pp-row__sub">
                  {[c.teacherName && `主讲 ${c.teacherName}`, c.tutorName && `辅导 ${c.tutorName}`]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
                <div className="pp-row__sub">
                  出勤 {c.attended}/{c.sessionsHeld} 讲
                  {c.nextSession ? ` · 下次课 ${sessionTime(c.nextSession.startAt)}` : ' · 课程已结束'}
                </div>
              </div>
              <div className="pp-row__side">
                <Progress
                  type="circle"
                  size={44}
                  percent={c.sessionsTotal ? Math.round((c.sessionsHeld / c.sessionsTotal) * 100) : 0}
                />
              </div>
            </Link>
          ))
        )}
      </Card>
      <HomeworkCard homework={homework} />
      <ExamCard exams={exams} />
      <ReportCard reports={reports} />
    </>
  );
}

/** 家长端首页 (/parent): the chosen child's week, classes, homework marks, exam scores and reports, read-only. */
export function ParentIndexPage() {
  return (
    <ParentPage title="家长端" testId="parent-index">
      {(child) => (
        <>
          <nav className="pp-tiles">
            {TILES.map((t) => (
              <Link key={t.to} to={t.to} className="pp-tile">
                <span className="pp-tile__icon">{t.icon}</span>
                {t.text}
              </Link>
            ))}
          </nav>
          <Overview child={child} />
        </>
      )}
    </ParentPage>
  );
}
