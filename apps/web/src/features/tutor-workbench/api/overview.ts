import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type TutorOverview } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { twKeys } from './keys';

/** My day: today's sessions, marking waiting, absences, overdue homework, requests, follow-ups due. */
export const fetchOverview = () => apiGet<TutorOverview>(API_PATHS.tutorOverview, { requireToken: true });

export const overviewQuery = () => queryOptions({ queryKey: twKeys.overview(), queryFn: fetchOverview });
export const useOverview = () => useQuery(overviewQuery());
