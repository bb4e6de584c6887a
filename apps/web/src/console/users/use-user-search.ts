import { useQuery } from '@tanstack/react-query';
import type { ConsoleUserKind, ConsoleUserPerson } from '@salt/domain';
import { fetchUserPage } from '../providers/users-provider';

/** An account as a picker shows it: 王小明（wangxm · 13800000001）. */
export const personLabel = (p: ConsoleUserPerson) =>
  `${p.realname || p.username}（${p.username}${p.phone ? ` · ${p.phone}` : ''}）`;

/** Accounts of one kind whose username, name or phone holds what the admin typed (at most 20). */
export function useUserSearch(kind: ConsoleUserKind, keyword: string) {
  return useQuery({
    queryKey: ['console', 'user-search', kind, keyword],
    queryFn: () => fetchUserPage({ role: kind, keyword, current: 1, size: 20 }),
    enabled: keyword.trim() !== '',
    staleTime: 30_000,
  });
}
