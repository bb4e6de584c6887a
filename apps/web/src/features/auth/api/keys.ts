import { queryRoots } from '../../../lib/api/query-keys';

const root = queryRoots.auth;

/** Query keys of the logged-in identity (who is logged in, whether a name or phone is taken), built here only. */
export const authKeys = {
  all: root,
  userInfo: [...root, 'userInfo'] as const,
  phoneExist: (phone: string) => [...root, 'phoneExist', phone] as const,
  usernameExist: (username: string) => [...root, 'usernameExist', username] as const,
};
