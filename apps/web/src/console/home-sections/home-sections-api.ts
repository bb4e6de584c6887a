import { API_PATHS, type ConsoleHomeSection, type ConsoleHomeSectionsSave } from '@salt/domain';
import { apiPut } from '../../lib/api/client';

/** 首页分区's save (the list is read by `useContentList`'s path below). */
export const homeSectionsApi = {
  listPath: API_PATHS.consoleHomeSections,
  save: (change: ConsoleHomeSectionsSave) =>
    apiPut<ConsoleHomeSection[]>(API_PATHS.consoleHomeSections, change, { silent: true }),
};
