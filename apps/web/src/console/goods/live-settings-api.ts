import { API_PATHS, fillPath, type ConsoleLiveSettings, type ConsoleLiveSettingsUpdate } from '@salt/domain';
import { apiGet, apiPut } from '../../lib/api/client';

/** 直播间设置 of a class: the console's calls, in one module (failures arrive as ApiError, silent). */
export const liveSettingsApi = {
  get: (skuId: number) =>
    apiGet<ConsoleLiveSettings>(fillPath(API_PATHS.consoleClassLiveSettings, { skuId }), { silent: true }),
  save: (skuId: number, body: ConsoleLiveSettingsUpdate) =>
    apiPut<ConsoleLiveSettings>(fillPath(API_PATHS.consoleClassLiveSettings, { skuId }), body, { silent: true }),
};
