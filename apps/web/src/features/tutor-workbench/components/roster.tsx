import { Empty, Table } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import type { TutorRosterRow } from '@salt/domain';
import { FollowUpTag } from './follow-up-tag';
import { rateText, useCompact } from './tw-page';

const visit = (at: string | null) => (at ? dayjs(at).format('MM-DD HH:mm') : '—');
const pupilPath = (id: number) => `/tutor/student/${id}`;

/** A class's pupils: a table on a desktop, one card per pupil on a phone. */
export function Roster({ rows }: { rows: TutorRosterRow[] }) {
  const compact = useCompact();
  if (rows.length === 0) return <Empty description="本班暂无在读学员" />;
  if (compact)
    return (
      <ul className="tw-cards" data-testid="tw-roster">
        {rows.map((r) => (
          <li key={r.userId} className="tw-card" data-testid={`tw-pupil-${r.userId}`}>
            <div className="tw-card__head">
              <Link to={pupilPath(r.userId)}>{r.name}</Link>
              <FollowUpTag state={r.followUp} />
            </div>
            <dl className="tw-card__figures">
              <dt>出勤</dt>
              <dd>
                {r.attended}/{r.sessionsHeld}（{rateText(r.attendanceRate)}）
              </dd>
              <dt>作业</dt>
              <dd>
                {r.homeworkDone}/{r.homeworkDue}（{rateText(r.homeworkRate)}）
              </dd>
              <dt>均分</dt>
              <dd>{r.averageScore ?? '—'}</dd>
              <dt>最近上课</dt>
              <dd>{visit(r.lastVisitAt)}</dd>
              <dt>手机</dt>
              <dd>{r.mobile ?? '—'}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  return (
    <Table<TutorRosterRow>
      data-testid="tw-roster"
      rowKey="userId"
      size="middle"
      pagination={false}
      dataSource={rows}
      onRow={(r) => ({ 'data-testid': `tw-pupil-${r.userId}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: '学生', dataIndex: 'name', render: (v: string, r) => <Link to={pupilPath(r.userId)}>{v}</Link> },
        {
          title: '出勤',
          key: 'att',
          render: (_, r) => `${r.attended}/${r.sessionsHeld}（${rateText(r.attendanceRate)}）`,
        },
        {
          title: '作业',
          key: 'hw',
          render: (_, r) => `${r.homeworkDone}/${r.homeworkDue}（${rateText(r.homeworkRate)}）`,
        },
        { title: '作业均分', dataIndex: 'averageScore', render: (v: number | null) => v ?? '—' },
        { title: '最近上课', dataIndex: 'lastVisitAt', render: visit },
        { title: '联系方式', dataIndex: 'mobile', render: (v: string | null) => v ?? '—' },
        { title: '跟进', key: 'fu', render: (_, r) => <FollowUpTag state={r.followUp} /> },
      ]}
    />
  );
}
