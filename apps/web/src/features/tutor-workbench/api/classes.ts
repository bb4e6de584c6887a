import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type TutorClass } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { twKeys } from './keys';

/** My classes with size, attendance, homework and average score. */
export const fetchClasses = () => apiGet<TutorClass[]>(API_PATHS.tutorClasses, { requireToken: true });

export const classesQuery = () => queryOptions({ queryKey: twKeys.classes(), queryFn: fetchClasses });
export const useClasses = () => useQuery(classesQuery());
