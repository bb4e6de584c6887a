import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

export interface MyTutor {
  tutorId: number;
  name: string;
  avatar: string;
  phone: string | null;
  intro: string | null;
  classes: { offeringId: number; title: string }[];
}

export function fetchMyTutor(): Promise<MyTutor[]> {
  return apiGet<MyTutor[]>(API_PATHS.learnMyTutor, { requireToken: true });
}

export const myTutorQuery = () => queryOptions({ queryKey: learnKeys.myTutor(), queryFn: fetchMyTutor });

export const useMyTutor = () => useQuery(myTutorQuery());
