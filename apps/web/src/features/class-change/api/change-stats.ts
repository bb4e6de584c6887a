import { useQuery } from '@tanstack/react-query';
import { API_PATHS, type ClassChangeStat } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { classChangeKeys } from './keys';

/** Per class the reviewer sees: moves in and out, requests waiting, pupils renewed. */
export function fetchChangeStats(): Promise<ClassChangeStat[]> {
  return apiGet<ClassChangeStat[]>(API_PATHS.classChangeStats, { silent: true });
}

export const useChangeStats = () => useQuery({ queryKey: classChangeKeys.stats, queryFn: fetchChangeStats });
