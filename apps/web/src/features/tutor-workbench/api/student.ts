import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type TutorStudent } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { twKeys } from './keys';

/** One of my pupils: timeline and follow-up notes. */
export const fetchStudent = (id: number) =>
  apiGet<TutorStudent>(fillPath(API_PATHS.tutorStudent, { id }), { requireToken: true });

export const studentQuery = (id: number) =>
  queryOptions({ queryKey: twKeys.student(id), queryFn: () => fetchStudent(id) });
export const useStudent = (id: number) => useQuery({ ...studentQuery(id), enabled: id > 0 });
