import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.tutorWorkbench;

/**
 * Query keys of 辅导老师工作台. Writing a follow-up note refreshes the whole root: the pupil's timeline, the day's
 * follow-ups due, the roster's and 续报's follow-up states all show it.
 */
export const twKeys = {
  all: root,
  overview: () => [...root, 'overview'] as const,
  classes: () => [...root, 'classes'] as const,
  classDetail: (id: number) => [...root, 'class', id] as const,
  student: (id: number) => [...root, 'student', id] as const,
  renewal: () => [...root, 'renewal'] as const,
  summary: (from: string, to: string) => [...root, 'summary', from, to] as const,
};
