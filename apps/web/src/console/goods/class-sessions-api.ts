import {
  API_PATHS,
  fillPath,
  type ConsoleClassSessions,
  type ConsoleSessionAdd,
  type ConsoleSessionUpdate,
} from '@salt/domain';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api/client';

/** 课次 of a class: the console's calls for a class's sessions, in one module (failures arrive as ApiError, silent). */
export const classSessionsApi = {
  list: (skuId: number) =>
    apiGet<ConsoleClassSessions>(fillPath(API_PATHS.consoleClassSessions, { skuId }), { silent: true }),
  add: (skuId: number, body: ConsoleSessionAdd) =>
    apiPost(fillPath(API_PATHS.consoleClassSessionAdd, { skuId }), body, { silent: true }),
  update: (id: number, body: ConsoleSessionUpdate) =>
    apiPut(fillPath(API_PATHS.consoleClassSession, { id }), body, { silent: true }),
  remove: (id: number, version: number) =>
    apiDelete(`${fillPath(API_PATHS.consoleClassSession, { id })}?version=${version}`, { silent: true }),
};
