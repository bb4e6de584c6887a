import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type PublicCampaign } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { contentKeys } from './keys';

/** The campaign /advert shows (null when none is published for today). */
export function fetchCampaign(): Promise<PublicCampaign> {
  return apiGet<PublicCampaign>(API_PATHS.contentCampaign);
}

export const campaignQuery = () =>
  queryOptions({ queryKey: contentKeys.campaign(), queryFn: fetchCampaign, staleTime: 60_000 });

export const useCampaign = () => useQuery(campaignQuery());
