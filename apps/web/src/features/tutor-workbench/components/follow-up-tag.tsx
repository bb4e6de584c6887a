import { Tag } from 'antd';
import type { FollowUpState } from '@salt/domain';

/** A pupil's follow-up state: due (red), planned (blue, with the day) or not yet followed up. */
export function FollowUpTag({ state }: { state: FollowUpState | null }) {
  if (!state) return <Tag>未跟进</Tag>;
  if (state.due) return <Tag color="red">今日待跟进</Tag>;
  if (state.nextContactOn) return <Tag color="blue">{state.nextContactOn} 联系</Tag>;
  return <Tag color="green">已跟进</Tag>;
}
