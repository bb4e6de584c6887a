import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

export function fetchUnreadCount(): Promise<number> {
  return apiGet<number>(API_PATHS.learnNoticeUnread, { requireToken: true, silent: true });
}

export const unreadCountQuery = () =>
  queryOptions({ queryKey: learnKeys.noticeUnread(), queryFn: fetchUnreadCount, staleTime: 30_000 });

/** `enabled` false while logged out: the call needs a token and would otherwise open the login dialog. */
export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQuery(), enabled });
