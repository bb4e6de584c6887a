import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type RefundRequestView } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { refundKeys } from './keys';

export function fetchMyRefunds(): Promise<RefundRequestView[]> {
  return apiGet<RefundRequestView[]>(API_PATHS.refundMy, { requireToken: true });
}

export const myRefundsQuery = () => queryOptions({ queryKey: refundKeys.mine(), queryFn: fetchMyRefunds });

export const useMyRefunds = () => useQuery(myRefundsQuery());
