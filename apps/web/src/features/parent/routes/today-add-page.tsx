import { Link } from 'react-router';
import { Card, Empty, Spin, Tag } from 'antd';
import { PARENT_TODAY_LABELS, chinaTimeOf, type Child, type ParentTodayKind } from '@salt/domain';
import { useChildToday } from '../api/child-today';
import { ParentPage } from '../components/parent-page';

const COLORS: Record<ParentTodayKind, string> = {
  homeworkSet: 'blue',
  homeworkMarked: 'green',
  report: 'purple',
  notice: 'orange',
};

function Today({ child }: { child: Child }) {
  const today = useChildToday(child.id);
  if (today.isPending) return <Spin className="pp-spin" />;
  if (today.error) return <Empty description={today.error.message} />;
  const { date, items } = today.data;
  return (
    <Card className="pp-card" size="small" title={`${date} 今日新增`} data-testid="pp-today">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="今天还没有新的动态" />
      ) : (
        items.map((i, n) => (
          <div className="pp-row" key={n} data-testid={`pp-today-${i.kind}`}>
            <div className="pp-row__main">
              <div className="pp-row__title">
                <Tag color={COLORS[i.kind]}>{PARENT_TODAY_LABELS[i.kind]}</Tag>
                {i.offeringId ? <Link to={`/parent/course-detail/${i.offeringId}`}>{i.title}</Link> : i.title}
              </div>
              <div className="pp-row__sub">
                {chinaTimeOf(i.at)} · {i.detail}
              </div>
            </div>
            {i.score !== null && (
              <div className="pp-row__side">
                <span className="pp-score">{i.score}分</span>
              </div>
            )}
          </div>
        ))
      )}
    </Card>
  );
}

/** 今日新增 (/parent/todayAdd): homework set and marked, reports and notices of today (China time). */
export function ParentTodayAddPage() {
  return (
    <ParentPage title="今日新增" testId="parent-today-add" back={{ to: '/parent', text: '家长端' }}>
      {(child) => <Today child={child} />}
    </ParentPage>
  );
}
