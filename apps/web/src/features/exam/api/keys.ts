import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.exam;

/**
 * Query keys of the answering page's endpoints, built here only. The page keeps its attempt in its own state (it
 * changes with every answer), so the only cached entry is the attempt a create call answered, by exam.
 */
export const examKeys = {
  all: root,
  session: (examId: number) => [...root, 'session', examId] as const,
};
