import type { ClassChangeReviewQuery } from '@salt/domain';
import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.classChange;

/** Query keys of 调班 and 老生续报; a request's apply or cancel refreshes everything under the root. */
export const classChangeKeys = {
  all: root,
  options: (orderItemId: number, level: 'same' | 'all') => [...root, 'options', orderItemId, level] as const,
  lines: [...root, 'lines'] as const,
  mine: [...root, 'mine'] as const,
  renewals: [...root, 'renewals'] as const,
  /** The reviewers' list (console and tutor workbench) and the per-class statistics. */
  review: (q: ClassChangeReviewQuery) => [...root, 'review', q] as const,
  stats: [...root, 'stats'] as const,
};
