import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, fillPath, type TutorClassDetail } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { twKeys } from './keys';

/** One of my classes: its figures and roster. */
export const fetchClassDetail = (id: number) =>
  apiGet<TutorClassDetail>(fillPath(API_PATHS.tutorClass, { id }), { requireToken: true });

export const classDetailQuery = (id: number) =>
  queryOptions({ queryKey: twKeys.classDetail(id), queryFn: () => fetchClassDetail(id) });
export const useClassDetail = (id: number) => useQuery({ ...classDetailQuery(id), enabled: id > 0 });
