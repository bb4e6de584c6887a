import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.points;

/**
 * Query keys of 盐值: the balance, the ledger, the rules, the mall (home, goods, one item) and my exchanges. An
 * exchange, a cancel or a receipt changes the balance, the stock and the records: they refresh the whole root.
 */
export const pointsKeys = {
  all: root,
  summary: () => [...root, 'summary'] as const,
  ledger: (direction: 'in' | 'out' | 'all', rule = '') => [...root, 'ledger', direction, rule] as const,
  rules: () => [...root, 'rules'] as const,
  home: () => [...root, 'home'] as const,
  goods: (filter: { category?: string; sort?: 'hot' }) =>
    [...root, 'goods', filter.category ?? '', filter.sort ?? ''] as const,
  goodsOne: (id: number) => [...root, 'goodsOne', id] as const,
  exchanges: (status: string) => [...root, 'exchanges', status] as const,
  exchange: (id: number) => [...root, 'exchange', id] as const,
};
