import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type TutorRenewal } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { twKeys } from './keys';

/** 续报 per class. */
export const fetchRenewal = () => apiGet<TutorRenewal>(API_PATHS.tutorRenewal, { requireToken: true });

export const renewalQuery = () => queryOptions({ queryKey: twKeys.renewal(), queryFn: fetchRenewal });
export const useRenewal = () => useQuery(renewalQuery());
