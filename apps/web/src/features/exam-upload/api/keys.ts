import type { ExamUploadMineQuery, ExamUploadReviewQuery } from '@salt/domain';
import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.examUpload;

/** Query keys of 试卷上传 / 作文上传: my uploads (by filter), one upload, a tutor's pupils' uploads. Every write refreshes the root. */
export const examUploadKeys = {
  all: root,
  mine: (q: Partial<ExamUploadMineQuery>) => [...root, 'mine', q] as const,
  one: (id: number) => [...root, 'one', id] as const,
  review: (q: Partial<ExamUploadReviewQuery>) => [...root, 'review', q] as const,
};
