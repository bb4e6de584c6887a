import { startTransition, useEffect, useMemo, useState } from 'react';
import { Button, Empty, Result, Segmented, Skeleton } from 'antd';
import { Link } from 'react-router';
import { classListView, mayStudyIn, type MyClass } from '@salt/domain';
import { useSiteStore } from '../../../lib/site-store';
import { useMyClasses } from '../api/my-classes';
import { useClockOffset } from '../../platform';
import { ClassChangeButton } from '../../class-change';
import { ClassCard } from './class-card';
import './learning.css';

type Filter = 'all' | 'active' | 'done';

const ORDER = { live: 0, upcoming: 1, finished: 2 } as const;

/** Live classes first, then the soonest next session; classes with nothing left go last. */
export function sortClasses(list: MyClass[]): MyClass[] {
  const rank = (c: MyClass) => (c.nextChapter ? ORDER[c.nextChapter.state] : 3);
  const start = (c: MyClass) => (c.nextChapter ? new Date(c.nextChapter.startAt).getTime() : Infinity);
  return [...list].sort((a, b) => rank(a) - rank(b) || start(a) - start(b) || a.offeringId - b.offeringId);
}

/**
 * Cards drawn in the first pass: a phone shows one card and a desktop one row of two above the fold. The rest follow
 * in a transition right after, below the fold, so the first card (the learning centre's largest paint) does not wait
 * for every card's render on a slow phone.
 */
const FIRST_CARDS = 2;

const isDone = (c: MyClass) => !c.nextChapter || (c.total > 0 && c.finished >= c.total);

/**
 * 我的课程: every class the user studies, teaches or tutors, as cards in subject colours. A parent's view of a
 * child passes `studentId` (the child's classes, read-only cards); staff get their own title and empty text.
 */
export function MyClasses({
  studentId,
  title = '我的课程',
  emptyText = '你还没有报名课程，去选课中心挑一门好课吧',
  offerShop = true,
}: {
  studentId?: number;
  title?: string;
  emptyText?: string;
  /** The empty state's 去选课中心 (not for teachers and tutors). */
  offerShop?: boolean;
} = {}) {
  const { data, isPending, isError, refetch } = useMyClasses(studentId);
  const viewerId = useSiteStore((s) => s.user?.sysUser.userId ?? null);
  const readOnly = classListView(viewerId, studentId) === 'readOnly';
  const offsetMs = useClockOffset();
  const mobile = useSiteStore((s) => s.showMobileTheme);
  const [filter, setFilter] = useState<Filter>('all');
  const [allDrawn, setAllDrawn] = useState(false);
  useEffect(() => {
    if (data && !allDrawn) startTransition(() => setAllDrawn(true));
  }, [data, allDrawn]);
  const sorted = useMemo(() => sortClasses(data ?? []), [data]);
  const shown = sorted.filter((c) => filter === 'all' || (filter === 'done' ? isDone(c) : !isDone(c)));
  const liveCount = sorted.filter((c) => c.nextChapter?.state === 'live').length;

  let body;
  if (isPending) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (isError)
    body = (
      <Result status="warning" title="课程加载失败" extra={<Button onClick={() => void refetch()}>重新加载</Button>} />
    );
  else if (sorted.length === 0)
    body = (
      <Empty className="learn-empty" description={emptyText}>
        {offerShop && (
          <Link to={mobile ? '/m-shop' : '/course'}>
            <Button type="primary">去选课中心</Button>
          </Link>
        )}
      </Empty>
    );
  else if (shown.length === 0) body = <Empty className="learn-empty" description="这里暂时没有课程" />;
  else
    body = (
      <div className="class-grid">
        {(allDrawn ? shown : shown.slice(0, FIRST_CARDS)).map((c) => (
          <ClassCard
            key={c.offeringId}
            cls={c}
            offsetMs={offsetMs}
            readOnly={readOnly}
            extra={!readOnly && mayStudyIn(c.role) ? <ClassChangeButton offeringId={c.offeringId} /> : undefined}
          />
        ))}
      </div>
    );

  return (
    <section className="my-classes">
      <div className="my-classes__bar">
        <h2 className="learn-section-title">
          {title}
          {liveCount > 0 && <span className="my-classes__live">{liveCount} 个班级正在直播</span>}
        </h2>
        {sorted.length > 0 && (
          <Segmented<Filter>
            size={mobile ? 'small' : 'middle'}
            value={filter}
            onChange={setFilter}
            options={[
              { label: '全部', value: 'all' },
              { label: '进行中', value: 'active' },
              { label: '已结课', value: 'done' },
            ]}
          />
        )}
      </div>
      {body}
    </section>
  );
}
