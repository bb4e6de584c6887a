import { useEffect } from 'react';
import { Avatar, Button, Empty, Progress, Result, Skeleton } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { mayTeachIn, subjectColour, subjectLabel } from '@salt/domain';
import { ApiError } from '../../../lib/api/client';
import { HOMEWORK_FINISHED_EVENT } from '../../../lib/native-bridge';
import { useDict, useSiteStore } from '../../../lib/site-store';
import { useOffering } from '../api/offering-detail';
import { useClockOffset } from '../../platform';
import { SessionRow } from '../components/session-row';
import { ClassMoveNote } from '../components/class-move-note';
import '../components/learning.css';

/** 课程详情: a class and all its sessions, each with its state and actions. */
export function CourseDetailPage() {
  const { id } = useParams();
  const offeringId = Number(id);
  const valid = Number.isInteger(offeringId) && offeringId > 0;
  const { data, isPending, error, refetch } = useOffering(valid ? offeringId : null);
  const offsetMs = useClockOffset();
  const grades = useDict('grade');
  const mobile = useSiteStore((s) => s.showMobileTheme);
  // Homework submitted in the dialog over this page changes a session's status: read the class again.
  useEffect(() => {
    const onFinished = () => void refetch();
    window.addEventListener(HOMEWORK_FINISHED_EVENT, onFinished);
    return () => window.removeEventListener(HOMEWORK_FINISHED_EVENT, onFinished);
  }, [refetch]);

  if (!valid) return <Result status="404" title="课程不存在" />;
  if (error) {
    const status = error instanceof ApiError ? error.status : null;
    return (
      <Result
        status={status === 403 ? '403' : status === 404 ? '404' : 'warning'}
        title={error.message || '课程加载失败'}
        extra={
          status === 403 || status === 404 ? (
            <Link to="/center">
              <Button type="primary">返回学习中心</Button>
            </Link>
          ) : (
            <Button onClick={() => void refetch()}>重新加载</Button>
          )
        }
      />
    );
  }
  if (isPending) return <Skeleton active paragraph={{ rows: 8 }} />;

  const colour = subjectColour(data.subject);
  const percent = data.total ? Math.round((data.finished / data.total) * 100) : 0;
  const grade = grades.find((g) => g.value === data.grade)?.label;
  // The countdown belongs to the first session still to come, even while an earlier one is live.
  const nextId = data.chapters.find((c) => c.state === 'upcoming')?.id;

  return (
    <div className="course-detail">
      <section className="course-hero" style={{ ['--subject' as string]: colour }}>
        <div>
          <div className="course-hero__tags">
            <span>{subjectLabel(data.subject) || '课程'}</span>
            {grade && <span>{grade}</span>}
            {mayTeachIn(data.role) && <span>{data.role === 'teacher' ? '我授课的班级' : '我辅导的班级'}</span>}
          </div>
          <h1>{data.title}</h1>
          <div className="course-hero__people">
            {data.teacher && (
              <span>
                <Avatar size={28} src={data.teacher.avatar || undefined} icon={<UserOutlined />} /> 主讲 ·{' '}
                {data.teacher.name}
              </span>
            )}
            {data.tutor && (
              <span>
                <Avatar size={28} src={data.tutor.avatar || undefined} icon={<UserOutlined />} /> 辅导 ·{' '}
                {data.tutor.name}
              </span>
            )}
          </div>
        </div>
        <div className="course-hero__stat">
          <Progress
            type="circle"
            percent={percent}
            size={mobile ? 52 : 84}
            strokeColor="#fff"
            railColor="rgba(255,255,255,0.25)"
            format={(p) => <span style={{ color: '#fff' }}>{p}%</span>}
          />
          <div>
            已上 {data.finished}/{data.total} 讲
          </div>
        </div>
      </section>
      {data.classMove && <ClassMoveNote move={data.classMove} />}
      <section className="session-list" aria-label="课次列表">
        {data.chapters.length === 0 ? (
          <Empty description="课次安排中" />
        ) : (
          data.chapters.map((c) => (
            <SessionRow
              key={c.id}
              chapter={c}
              offeringId={data.offeringId}
              role={data.role}
              isNext={c.id === nextId}
              offsetMs={offsetMs}
              classHasTutor={data.tutor !== null}
            />
          ))
        )}
      </section>
    </div>
  );
}
