import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.parent;

/** Query keys of 家长端: a bound child's overview, one class, today's news. Binding refreshes the whole root. */
export const parentKeys = {
  all: root,
  overview: (childId: number) => [...root, 'overview', childId] as const,
  childClass: (childId: number, offeringId: number) => [...root, 'class', childId, offeringId] as const,
  today: (childId: number) => [...root, 'today', childId] as const,
};
