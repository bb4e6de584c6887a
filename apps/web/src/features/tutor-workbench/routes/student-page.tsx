import { Result, Spin, Tag, Timeline } from 'antd';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import type { TimelineItem } from '@salt/domain';
import { useStudent } from '../api/student';
import { FollowUpTag } from '../components/follow-up-tag';
import { NoteForm } from '../components/note-form';
import { TwPage } from '../components/tw-page';

const KIND: Record<TimelineItem['kind'], { text: string; color: string }> = {
  order: { text: '订单', color: 'gold' },
  session: { text: '上课', color: 'green' },
  homework: { text: '作业', color: 'blue' },
  exam: { text: '考试', color: 'purple' },
  report: { text: '报告', color: 'cyan' },
  classChange: { text: '调班', color: 'orange' },
  note: { text: '跟进', color: 'red' },
};

/** /tutor/student/:id: a pupil of mine — their timeline, the follow-up notes and a form to write one. */
export function StudentPage() {
  const id = Number(useParams().id) || 0;
  const pupil = useStudent(id);
  if (pupil.isPending) return <Spin className="tw-spin" />;
  if (pupil.isError)
    return (
      <TwPage title="学生详情">
        <Result status="warning" title={pupil.error.message} />
      </TwPage>
    );
  const p = pupil.data;
  return (
    <TwPage title={p.name} testId="tw-student" extra={<FollowUpTag state={p.followUp} />}>
      <section className="tw-section tw-student__info">
        <span>手机：{p.mobile ?? '—'}</span>
        {p.grade && <span>年级：{p.grade}</span>}
        <span className="tw-names">
          班级：
          {p.classes.map((c) => (
            <Link key={c.offeringId} to={`/tutor/class/${c.offeringId}`}>
              {c.title}
            </Link>
          ))}
        </span>
      </section>
      <div className="tw-grid">
        <section className="tw-section">
          <h3>写跟进</h3>
          <NoteForm pupilId={p.userId} />
        </section>
        <section className="tw-section" data-testid="tw-timeline">
          <h3>学习轨迹</h3>
          {p.timeline.length === 0 ? (
            <span className="tw-muted">暂无记录</span>
          ) : (
            <Timeline
              items={p.timeline.map((i, n) => ({
                key: `${i.kind}-${i.at}-${n}`,
                color: KIND[i.kind].color,
                children: (
                  <div className="tw-event" data-testid={`tw-event-${i.kind}`}>
                    <div>
                      <Tag color={KIND[i.kind].color}>{KIND[i.kind].text}</Tag>
                      <span className="tw-event__title">{i.title}</span>
                    </div>
                    <div className="tw-muted">
                      {dayjs(i.at).format('YYYY-MM-DD HH:mm')} {i.detail && `· ${i.detail}`}
                    </div>
                  </div>
                ),
              }))}
            />
          )}
        </section>
      </div>
    </TwPage>
  );
}
