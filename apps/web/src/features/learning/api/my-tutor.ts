import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type MyTutor } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

export function fetchMyTutor(): Promise<MyTutor[]> {
  return apiGet<MyTutor[]>(API_PATHS.learnMyTutor, { requireToken: true });
}

export const myTutorQuery = () => queryOptions({ queryKey: learnKeys.myTutor(), queryFn: fetchMyTutor });

export const useMyTutor = () => useQuery(myTutorQuery());
