import { Tag } from 'antd';
import type { ChapterState } from '@salt/domain';

const STATE_VIEW: Record<ChapterState, { text: string; color: string }> = {
  upcoming: { text: '未开始', color: 'blue' },
  live: { text: '直播中', color: 'red' },
  finished: { text: '已结束', color: 'default' },
};

export function ChapterStateTag({ state }: { state: ChapterState }) {
  const view = STATE_VIEW[state];
  return (
    <Tag color={view.color} className={`learn-state learn-state--${state}`} variant="filled">
      {state === 'live' && <span className="learn-live-dot" aria-hidden />}
      {view.text}
    </Tag>
  );
}
