import { useOne } from '@refinedev/core';
import { Alert, Divider, Drawer, Empty, Grid, Skeleton, Typography } from 'antd';
import type { MarkingDetail, MarkingRow } from '../providers/marking-provider';
import { manualLeavesOf } from './manual-questions';
import { MarkQuestion } from './mark-question';

/** One attempt's answers to mark, from the attempt's analysis (the marker may read it). */
export function MarkingDrawer({ row, onClose }: { row: MarkingRow | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const { query, result } = useOne<MarkingDetail>({
    resource: 'marking',
    id: row?.id,
    queryOptions: { enabled: row !== null },
    errorNotification: false,
  });
  const leaves = result ? manualLeavesOf(result) : [];
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size={screens.md ? 720 : '100%'}
      title={row ? `${row.pupilName} · ${row.title}` : ''}
      destroyOnHidden
    >
      {row && (
        <Typography.Paragraph type="secondary">
          {row.className ?? '不限班级'} · 离开考试页面 {row.leaveCount} 次
        </Typography.Paragraph>
      )}
      {query.isLoading && <Skeleton active />}
      {query.error && <Alert type="error" showIcon message={query.error.message} />}
      {result && leaves.length === 0 && <Empty description="这份答卷没有需要老师批改的题" />}
      {leaves.map((q, i) => (
        <div key={q.questionId}>
          {i > 0 && <Divider />}
          <MarkQuestion sessionId={result!.id} q={q} />
        </div>
      ))}
    </Drawer>
  );
}
