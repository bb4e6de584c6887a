import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, isShareCode, normaliseShareCode, type ReferralCodeInfo } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { referralKeys } from './keys';

/**
 * Who a share code belongs to (public: the register form shows 邀请人). A bad code answers 邀请码无效; silent, as
 * the form shows it under the field rather than as a notification.
 */
export function fetchReferralCode(code: string): Promise<ReferralCodeInfo> {
  return apiGet<ReferralCodeInfo>(fillPath(API_PATHS.referralCode, { code }), { silent: true });
}

export const referralCodeQuery = (raw: string) => {
  const code = normaliseShareCode(raw);
  return queryOptions({
    queryKey: referralKeys.code(code),
    queryFn: () => fetchReferralCode(code),
    // Only a code of the right shape is looked up; a code's owner does not change.
    enabled: isShareCode(code),
    staleTime: Infinity,
    retry: false,
  });
};

export const useReferralCode = (raw: string) => useQuery(referralCodeQuery(raw));
