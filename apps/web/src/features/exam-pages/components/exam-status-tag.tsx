import { Tag } from 'antd';
import type { ExamListItem } from '@salt/domain';
import { STATUS_TONE } from '../exam-format';

/** 未开始 / 进行中 / 已交卷 / 已批改 / 已结束, as the server words it. */
export function ExamStatusTag({ item }: { item: Pick<ExamListItem, 'status' | 'statusText'> }) {
  return (
    <Tag color={STATUS_TONE[item.status]} className="exam-status" data-status={item.status}>
      {item.statusText}
    </Tag>
  );
}
