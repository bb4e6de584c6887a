import { API_PATHS, fillPath } from '@salt/domain';
import { apiDelete, apiPost, apiPut } from '../../lib/api/client';

/** 帮助文章's writes, in one module (failures arrive as ApiError, silent): the list and the form both use them. */
export const helpArticlesApi = {
  create: (body: unknown) => apiPost(API_PATHS.consoleHelpCreate, body, { silent: true }),
  update: (id: number, body: unknown) => apiPut(fillPath(API_PATHS.consoleHelpItem, { id }), body, { silent: true }),
  publish: (id: number, published: boolean, version: number) =>
    apiPost(fillPath(API_PATHS.consoleHelpPublish, { id }), { published, version }, { silent: true }),
  remove: (id: number, version: number) =>
    apiDelete(`${fillPath(API_PATHS.consoleHelpItem, { id })}?version=${version}`, { silent: true }),
};
