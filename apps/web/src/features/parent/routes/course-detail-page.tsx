import { useParams } from 'react-router';
import { Card, Descriptions, Empty, Spin } from 'antd';
import type { Child } from '@salt/domain';
import { useChildClass } from '../api/child-class';
import { ReportCard, SessionList } from '../components/child-sections';
import { ParentPage } from '../components/parent-page';

function ClassDetail({ child, offeringId }: { child: Child; offeringId: number }) {
  const detail = useChildClass(child.id, offeringId);
  if (detail.isPending) return <Spin className="pp-spin" />;
  if (detail.error) return <Empty description={detail.error.message} />;
  const { class: c, sessions, reports } = detail.data;
  return (
    <>
      <Card className="pp-card" size="small" title={c.title} data-testid="pp-class">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="主讲老师">{c.teacherName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="辅导老师">{c.tutorName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="课程进度">
            已上 {c.sessionsHeld} / 共 {c.sessionsTotal} 讲
          </Descriptions.Item>
          <Descriptions.Item label="出勤">
            {c.attended} / {c.sessionsHeld} 讲
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card className="pp-card" size="small" title="课次、出勤与作业">
        <SessionList sessions={sessions} empty="还没有排课" />
      </Card>
      <ReportCard reports={reports} />
    </>
  );
}

/** 课程详情 (/parent/course-detail/:id): one class of the chosen child, read-only. */
export function ParentCourseDetailPage() {
  const offeringId = Number(useParams().id) || 0;
  return (
    <ParentPage title="课程详情" testId="parent-course-detail" back={{ to: '/parent', text: '家长端' }}>
      {(child) => <ClassDetail child={child} offeringId={offeringId} />}
    </ParentPage>
  );
}
