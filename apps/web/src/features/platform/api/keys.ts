import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.platform;

/** Query keys of what every page relies on (dictionaries, the server clock), built here only. */
export const platformKeys = {
  all: root,
  dictAll: [...root, 'dictAll'] as const,
  serverTime: [...root, 'serverTime'] as const,
};
