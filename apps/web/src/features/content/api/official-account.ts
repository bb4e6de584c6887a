import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type PublicOfficialAccount } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { contentKeys } from './keys';

/** The official account (/publicAccount) and the 盐值 for reading it (null when that rule is off). */
export function fetchOfficialAccount(): Promise<PublicOfficialAccount> {
  return apiGet<PublicOfficialAccount>(API_PATHS.contentOfficialAccount);
}

export const officialAccountQuery = () =>
  queryOptions({ queryKey: contentKeys.officialAccount(), queryFn: fetchOfficialAccount, staleTime: 5 * 60_000 });

export const useOfficialAccount = () => useQuery(officialAccountQuery());
