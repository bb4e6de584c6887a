import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.classMark;

/** Query keys of 课堂评价: my sessions to rate and rated, one session's form. A new evaluation refreshes the root. */
export const classMarkKeys = {
  all: root,
  my: () => [...root, 'my'] as const,
  session: (chapterId: number) => [...root, 'session', chapterId] as const,
};
