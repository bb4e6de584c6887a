import { Empty, Table } from 'antd';
import { Link } from 'react-router';
import { SUBJECT_LABELS, type SubjectValue, type TutorClass } from '@salt/domain';
import { rateText, useCompact } from './tw-page';

const classPath = (id: number) => `/tutor/class/${id}`;
const subjectOf = (s: string) => SUBJECT_LABELS[s as SubjectValue] ?? s;

/** My classes with their figures: a table on a desktop, cards on a phone. */
export function ClassTable({ rows }: { rows: TutorClass[] }) {
  const compact = useCompact();
  if (rows.length === 0) return <Empty description="暂无负责的班级" />;
  if (compact)
    return (
      <ul className="tw-cards" data-testid="tw-classes">
        {rows.map((c) => (
          <li key={c.offeringId} className="tw-card" data-testid={`tw-class-${c.offeringId}`}>
            <div className="tw-card__head">
              <Link to={classPath(c.offeringId)}>{c.title}</Link>
              <span className="tw-muted">{subjectOf(c.subject)}</span>
            </div>
            <dl className="tw-card__figures">
              <dt>人数</dt>
              <dd>{c.pupils}</dd>
              <dt>课次</dt>
              <dd>
                {c.sessionsHeld}/{c.sessionsTotal}
              </dd>
              <dt>出勤率</dt>
              <dd>{rateText(c.attendanceRate)}</dd>
              <dt>作业完成率</dt>
              <dd>{rateText(c.homeworkRate)}</dd>
              <dt>作业均分</dt>
              <dd>{c.averageScore ?? '—'}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  return (
    <Table<TutorClass>
      data-testid="tw-classes"
      rowKey="offeringId"
      pagination={false}
      dataSource={rows}
      onRow={(c) => ({ 'data-testid': `tw-class-${c.offeringId}` }) as React.HTMLAttributes<HTMLElement>}
      columns={[
        { title: '班级', dataIndex: 'title', render: (v: string, c) => <Link to={classPath(c.offeringId)}>{v}</Link> },
        { title: '学科', dataIndex: 'subject', render: subjectOf },
        { title: '主讲', dataIndex: 'teacherName', render: (v: string | null) => v ?? '—' },
        { title: '人数', dataIndex: 'pupils' },
        { title: '已上课次', key: 's', render: (_, c) => `${c.sessionsHeld}/${c.sessionsTotal}` },
        { title: '出勤率', dataIndex: 'attendanceRate', render: rateText },
        { title: '作业完成率', dataIndex: 'homeworkRate', render: rateText },
        { title: '作业均分', dataIndex: 'averageScore', render: (v: number | null) => v ?? '—' },
      ]}
    />
  );
}
