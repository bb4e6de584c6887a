import type { Page } from '@salt/domain';

/** The page after `last`, if any: the lists of 推荐有礼 load on with 加载更多. */
export const nextPageOf = <T>(last: Page<T>): number | undefined =>
  last.current * last.size < last.total ? last.current + 1 : undefined;
