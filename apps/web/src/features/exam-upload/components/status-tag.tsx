import { Tag } from 'antd';
import type { ExamUploadStatus } from '@salt/domain';

const COLOR: Record<ExamUploadStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  revoked: 'default',
};

/** 待审核 / 已通过 / 已驳回 / 已撤回 as a coloured tag. */
export function StatusTag({ status, text }: { status: ExamUploadStatus; text: string }) {
  return (
    <Tag color={COLOR[status]} data-status={status}>
      {text}
    </Tag>
  );
}
