import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type ReferralShare } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { referralKeys } from './keys';

/** My share code, what it has brought so far, and the rules of the moment. */
export function fetchReferralShare(): Promise<ReferralShare> {
  return apiGet<ReferralShare>(API_PATHS.referralShare, { requireToken: true });
}

export const referralShareQuery = () => queryOptions({ queryKey: referralKeys.share(), queryFn: fetchReferralShare });

export const useReferralShare = () => useQuery(referralShareQuery());
