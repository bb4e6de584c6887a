import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type HelpArticle } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { learnKeys } from './keys';

export function fetchHelp(): Promise<HelpArticle[]> {
  return apiGet<HelpArticle[]>(API_PATHS.learnHelp);
}

export const helpQuery = () => queryOptions({ queryKey: learnKeys.help(), queryFn: fetchHelp, staleTime: 10 * 60_000 });

export const useHelp = () => useQuery(helpQuery());
