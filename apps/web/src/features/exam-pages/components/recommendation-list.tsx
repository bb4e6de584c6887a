import { Link } from 'react-router';
import { RightOutlined } from '@ant-design/icons';
import { subjectColour, subjectLabel, type ExamRecommendation } from '@salt/domain';
import { formatFen } from '../../../lib/money';
import { shopPath } from '../../../lib/shop-paths';
import { useDict } from '../../../lib/site-store';

/** Shop classes a report recommends, each leading to its goods page (the phone or desktop one, by theme). */
export function RecommendationList({
  items,
  title = '推荐课程',
  empty = '暂时没有可推荐的课程',
}: {
  items: readonly ExamRecommendation[];
  title?: string;
  empty?: string;
}) {
  const grades = useDict('grade');
  const levels = useDict('level_txt');
  return (
    <section className="exam-recommend" aria-label={title}>
      <h2>{title}</h2>
      {items.length === 0 ? (
        <p className="exam-recommend__empty">{empty}</p>
      ) : (
        <ul className="exam-recommend__list">
          {items.map((r) => (
            <li key={r.spuId}>
              <Link
                to={shopPath('goods', { id: r.spuId })}
                className="exam-recommend__card"
                style={{ ['--subject' as string]: subjectColour(r.subject) }}
                data-testid={`recommend-${r.spuId}`}
              >
                <span className="exam-recommend__tags">
                  <span className="exam-recommend__subject">{subjectLabel(r.subject) || '课程'}</span>
                  {grades.find((g) => g.value === r.grade)?.label}
                  {r.level && ` · ${levels.find((l) => l.value === r.level)?.label ?? ''}`}
                </span>
                <span className="exam-recommend__title">{r.title}</span>
                <span className="exam-recommend__reason">{r.reason}</span>
                <span className="exam-recommend__foot">
                  <b>{formatFen(r.price)}</b>
                  <span>
                    查看课程 <RightOutlined />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
