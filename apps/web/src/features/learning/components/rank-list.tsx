import { Empty } from 'antd';
import { TrophyFilled } from '@ant-design/icons';
import type { LiveRank } from '../live/live-types';

const MEDALS = ['#f5b800', '#a0a8b8', '#cd7f32'];

/** 课堂排行: most right answers first, faster first on a tie; the pupil's own line stays visible. */
export function RankList({ ranks }: { ranks: LiveRank[] }) {
  if (ranks.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="答题后这里会出现排行" />;
  const top = ranks.slice(0, 10);
  const self = ranks.find((r) => r.self);
  const rows = self && !top.includes(self) ? [...top, self] : top;
  return (
    <ol className="rank-list">
      {rows.map((r) => (
        <li key={r.userId} className={r.self ? 'is-self' : undefined}>
          <span className="rank-list__no">
            {r.rank <= 3 ? <TrophyFilled style={{ color: MEDALS[r.rank - 1] }} /> : r.rank}
          </span>
          <span className="rank-list__name">
            {r.name}
            {r.self && '（我）'}
          </span>
          <span className="rank-list__score">
            答对 <b>{r.correct}</b>/{r.answered}
          </span>
        </li>
      ))}
    </ol>
  );
}
