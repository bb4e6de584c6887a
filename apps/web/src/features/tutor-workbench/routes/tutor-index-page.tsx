import type { ReactNode } from 'react';
import { Empty, Result, Spin, Tag } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { canSeeConsole, isAdmin, roleCodeOf } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { useOverview } from '../api/overview';
import { TwPage } from '../components/tw-page';
import { useReviewUploads } from '../../exam-upload';

function Tile(props: { label: string; value: number | string; to?: string; testId: string; warn?: boolean }) {
  const body = (
    <>
      <span className={`tw-tile__value${props.warn ? ' is-warn' : ''}`}>{props.value}</span>
      <span className="tw-tile__label">{props.label}</span>
    </>
  );
  return props.to ? (
    <Link className="tw-tile" to={props.to} data-testid={props.testId}>
      {body}
    </Link>
  ) : (
    <div className="tw-tile" data-testid={props.testId}>
      {body}
    </div>
  );
}

function Section(props: { title: string; count?: number; children: ReactNode; testId: string }) {
  return (
    <section className="tw-section" data-testid={props.testId}>
      <h3>
        {props.title}
        {props.count !== undefined && <span className="tw-muted"> {props.count}</span>}
      </h3>
      {props.children}
    </section>
  );
}

/** A stable empty list for the store's selector (a new [] each render would re-render forever). */
const NO_ROLES: readonly number[] = [];
/** Long lists show their first rows; the class pages have the rest. */
const LIST_SHOWN = 8;
const time = (iso: string) => dayjs(iso).format('HH:mm');
const pupilLink = (p: { userId: number; name: string }) => (
  <Link key={p.userId} to={`/tutor/student/${p.userId}`}>
    {p.name}
  </Link>
);

/** /tutor: the tutor's day (China time) — sessions, marking waiting, absences, overdue homework, follow-ups. */
export function TutorIndexPage() {
  const overview = useOverview();
  const roles = useSiteStore((s) => s.user?.roles ?? NO_ROLES);
  const reviewsUploads = roleCodeOf(roles) === 'tu' || isAdmin(roles);
  // How many uploads wait: the review list's total (one row asked for), from the exam-upload feature.
  const uploads = useReviewUploads({ current: 1, size: 1, status: 'pending' }, reviewsUploads);
  if (overview.isPending) return <Spin className="tw-spin" />;
  if (overview.isError)
    return (
      <TwPage title="辅导老师工作台">
        <Result status="warning" title={overview.error.message} />
      </TwPage>
    );
  const o = overview.data;
  return (
    <TwPage title="辅导老师工作台" testId="tw-index" extra={<span className="tw-muted">{o.today}</span>}>
      <div className="tw-tiles">
        <Tile label="今日课次" value={o.sessionsToday.length} testId="tw-tile-sessions" />
        <Tile
          label="待批改作业"
          value={o.homeworkToMark}
          to="/center"
          testId="tw-tile-homework"
          warn={o.homeworkToMark > 0}
        />
        <Tile
          label="待阅试卷"
          value={o.examsToMark}
          to={canSeeConsole(roles) ? '/console/marking' : undefined}
          testId="tw-tile-exams"
          warn={o.examsToMark > 0}
        />
        {reviewsUploads && (
          <Tile
            label="待审核试卷作文"
            value={uploads.data?.total ?? '—'}
            to="/tutor/uploads"
            testId="tw-tile-uploads"
            warn={(uploads.data?.total ?? 0) > 0}
          />
        )}
        <Tile
          label="待处理调班"
          value={o.changeRequests}
          to="/tutor/changes"
          testId="tw-tile-changes"
          warn={o.changeRequests > 0}
        />
        <Tile label="今日待跟进" value={o.followUpsDue.length} testId="tw-tile-followups" />
      </div>

      <div className="tw-grid">
        <Section title="今日课程" count={o.sessionsToday.length} testId="tw-today">
          {o.sessionsToday.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="今天没有课" />
          ) : (
            <ul className="tw-list">
              {o.sessionsToday.map((s) => (
                <li key={s.chapterId}>
                  <Tag color="orange">
                    {time(s.startAt)}–{time(s.endAt)}
                  </Tag>
                  <Link to={`/tutor/class/${s.offeringId}`}>{s.classTitle}</Link>
                  <span className="tw-muted">第{s.seq}讲</span>
                  <Link to={`/tutor/homework/${s.chapterId}`}>作业</Link>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="今日待跟进" count={o.followUpsDue.length} testId="tw-followups">
          {o.followUpsDue.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有到期的跟进" />
          ) : (
            <ul className="tw-list">
              {o.followUpsDue.map((f) => (
                <li key={f.pupil.userId} data-testid={`tw-due-${f.pupil.userId}`}>
                  {pupilLink(f.pupil)}
                  <span className="tw-muted tw-ellipsis">{f.followUp.text}</span>
                  <Tag color="red">{f.followUp.nextContactOn}</Tag>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="上次课缺勤" testId="tw-absent">
          {o.absentLast.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="上次课全员出勤" />
          ) : (
            <ul className="tw-list">
              {o.absentLast.map((a) => (
                <li key={a.session.chapterId}>
                  <span>
                    {a.session.classTitle} · 第{a.session.seq}讲
                  </span>
                  <span className="tw-names">{a.pupils.map(pupilLink)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="作业逾期未交" count={o.overdueHomework.length} testId="tw-overdue">
          {o.overdueHomework.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有逾期作业" />
          ) : (
            <ul className="tw-list">
              {o.overdueHomework.slice(0, LIST_SHOWN).map((h) => (
                <li key={`${h.pupil.userId}-${h.session.chapterId}`}>
                  {pupilLink(h.pupil)}
                  <span className="tw-muted">
                    {h.session.classTitle} · 第{h.session.seq}讲
                  </span>
                </li>
              ))}
              {o.overdueHomework.length > LIST_SHOWN && (
                <li className="tw-muted">等共 {o.overdueHomework.length} 项，请到班级名单查看</li>
              )}
            </ul>
          )}
        </Section>
      </div>
    </TwPage>
  );
}
