import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.exam;

/**
 * Query keys of the answering page's endpoints, built here only. The page keeps its attempt in its own state (it
 * changes with every answer, and only a click starts it), so the only cached entry is the exam's brief.
 */
export const examKeys = {
  all: root,
  brief: (examId: number) => [...root, 'brief', examId] as const,
  bankScopes: [...root, 'bank-scopes'] as const,
};
