import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.learningReport;

/**
 * Query keys of 学习报告: a pupil's (or a parent's child's) list, one report, a class's view for its tutor. Making
 * reports or writing a comment refreshes the whole root (lists show 已点评, the class view the new reports).
 */
export const reportKeys = {
  all: root,
  mine: (userId: number | undefined, current: number, size: number) =>
    [...root, 'mine', userId ?? 0, current, size] as const,
  one: (id: number) => [...root, 'one', id] as const,
  classView: (offeringId: number, period: string | undefined) => [...root, 'class', offeringId, period ?? ''] as const,
};
