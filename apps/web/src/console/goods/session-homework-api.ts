import {
  API_PATHS,
  fillPath,
  type ConsoleHomeworkSave,
  type ConsoleHomeworkSaved,
  type ConsoleSessionHomework,
} from '@salt/domain';
import { apiDelete, apiGet, apiPut } from '../../lib/api/client';

/** 布置作业: the console's calls for one session's homework (failures arrive as ApiError, silent: the editor shows them). */
export const sessionHomeworkApi = {
  get: (chapterId: number) =>
    apiGet<ConsoleSessionHomework>(fillPath(API_PATHS.consoleSessionHomework, { id: chapterId }), { silent: true }),
  save: (chapterId: number, body: ConsoleHomeworkSave) =>
    apiPut<ConsoleHomeworkSaved>(fillPath(API_PATHS.consoleSessionHomework, { id: chapterId }), body, { silent: true }),
  remove: (chapterId: number, version: number) =>
    apiDelete<ConsoleHomeworkSaved>(
      `${fillPath(API_PATHS.consoleSessionHomework, { id: chapterId })}?version=${version}`,
      { silent: true },
    ),
};
