import { Button, Rate } from 'antd';
import { Link } from 'react-router';
import type { ClassMarkSession } from '@salt/domain';
import { formatChinaTime } from '../../../lib/china-time';
import { useMyClassMarks } from '../api/my-class-marks';

const when = (s: ClassMarkSession) =>
  `${formatChinaTime(s.startAt, 'MM-DD HH:mm')}-${formatChinaTime(s.endAt, 'HH:mm')}`;

/** Sessions to rate (with the days left) and those rated, from /classMark without a session. */
export function ClassMarkList() {
  const q = useMyClassMarks();
  if (q.isPending) return <div className="cm-state">加载中…</div>;
  if (q.error)
    return (
      <div className="cm-state is-error" role="alert">
        {q.error.message || '加载失败，请稍后重试'}
      </div>
    );
  const { toRate, rated } = q.data;
  return (
    <>
      <section className="cm-card" data-testid="class-mark-to-rate">
        <h2 className="cm-card__title">待评价（{toRate.length}）</h2>
        {toRate.length === 0 && <div className="cm-state">暂时没有待评价的课程</div>}
        {toRate.map((s) => (
          <div key={s.chapterId} className="cm-item">
            <div className="cm-item__main">
              <div className="cm-item__title">{s.title}</div>
              <div className="cm-item__meta">
                {s.classTitle} · {when(s)}
              </div>
            </div>
            <div className="cm-item__side">
              <span className={`cm-days${s.daysLeft <= 2 ? ' is-soon' : ''}`}>还剩 {s.daysLeft} 天</span>
              <Link to={`/classMark?sessionId=${s.chapterId}`}>
                <Button type="primary" size="small">
                  去评价
                </Button>
              </Link>
            </div>
          </div>
        ))}
      </section>
      <section className="cm-card" data-testid="class-mark-rated">
        <h2 className="cm-card__title">已评价（{rated.length}）</h2>
        {rated.length === 0 && <div className="cm-state">还没有评价过课程</div>}
        {rated.map((s) => (
          <Link key={s.chapterId} to={`/classMark?sessionId=${s.chapterId}`} className="cm-item cm-item--link">
            <div className="cm-item__main">
              <div className="cm-item__title">{s.title}</div>
              <div className="cm-item__meta">
                {s.classTitle} · {when(s)}
              </div>
            </div>
            <div className="cm-item__side">
              <Rate disabled value={s.mark?.teacherStars ?? 0} className="cm-item__stars" />
            </div>
          </Link>
        ))}
      </section>
    </>
  );
}
