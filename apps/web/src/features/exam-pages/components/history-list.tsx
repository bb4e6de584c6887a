import { Button, Empty, Pagination, Skeleton, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { subjectLabel, type ExamHistoryItem, type ExamHistoryPage } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { useSiteStore } from '../../../lib/site-store';
import { pointsText, scorePercent, scoreText, timeUsedText } from '../exam-format';

export interface HistoryLink {
  label: string;
  to: (item: ExamHistoryItem) => string;
  /** Shown only for some attempts (老师反馈 only where a teacher commented). */
  when?: (item: ExamHistoryItem) => boolean;
}

/**
 * Handed-in attempts: a table on desktops, cards on phones; the score says 待批改 while a teacher still marks.
 */
export function HistoryList({
  data,
  isPending,
  links,
  current,
  pageSize,
  onPage,
  empty,
}: {
  data: ExamHistoryPage | undefined;
  isPending: boolean;
  links: HistoryLink[];
  current: number;
  pageSize: number;
  onPage: (page: number) => void;
  empty: string;
}) {
  const mobile = useSiteStore((s) => s.showMobileTheme);
  if (isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (!data || data.records.length === 0) return <Empty className="exam-empty" description={empty} />;
  const actions = (h: ExamHistoryItem) =>
    links
      .filter((l) => !l.when || l.when(h))
      .map((l) => (
        <Link key={l.label} to={l.to(h)}>
          <Button size="small" type="link">
            {l.label}
          </Button>
        </Link>
      ));
  const pager = data.total > pageSize && (
    <Pagination
      className="exam-pager"
      current={current}
      pageSize={pageSize}
      total={data.total}
      onChange={onPage}
      showSizeChanger={false}
      size="small"
    />
  );

  if (mobile) {
    return (
      <>
        <ul className="history-cards">
          {data.records.map((h) => (
            <li key={h.sessionId} className="history-card" data-testid={`history-${h.sessionId}`}>
              <div className="history-card__top">
                <span className="history-card__title">{h.title}</span>
                <Score item={h} />
              </div>
              <div className="history-card__meta">
                {subjectLabel(h.subject)} · {formatChinaTime(h.committedAt, 'MM-DD HH:mm')} 交卷 · 用时{' '}
                {timeUsedText(h.timeUsedSeconds)}
              </div>
              <div className="history-card__actions">{actions(h)}</div>
            </li>
          ))}
        </ul>
        {pager}
      </>
    );
  }

  return (
    <>
      <Table<ExamHistoryItem>
        rowKey="sessionId"
        dataSource={data.records}
        pagination={false}
        onRow={(h) => ({ 'data-testid': `history-${h.sessionId}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: '试卷',
            dataIndex: 'title',
            render: (t: string) => <span className="history-table__title">{t}</span>,
          },
          { title: '学科', dataIndex: 'subject', width: 80, render: (s: string) => subjectLabel(s) },
          {
            title: '交卷时间',
            dataIndex: 'committedAt',
            width: 160,
            render: (t: string) => formatChinaTime(t),
          },
          {
            title: '用时',
            dataIndex: 'timeUsedSeconds',
            width: 120,
            render: (s: number) => timeUsedText(s),
          },
          { title: '得分', key: 'score', width: 150, render: (_, h) => <Score item={h} /> },
          { title: '操作', key: 'actions', width: 200, render: (_, h) => actions(h) },
        ]}
      />
      {pager}
    </>
  );
}

function Score({ item }: { item: ExamHistoryItem }) {
  if (item.score === null) return <Tag color="processing">{scoreText(null)}</Tag>;
  const percent = scorePercent(item.score, item.possible) ?? 0;
  return (
    <span className={`history-score${percent >= 85 ? ' is-high' : percent < 60 ? ' is-low' : ''}`}>
      <b>{scoreText(item.score)}</b> / {pointsText(item.possible)}
    </span>
  );
}
