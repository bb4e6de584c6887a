import { API_PATHS, fillPath, type BannerPlacement, type ConsoleBanner, type ConsoleBannerForm } from '@salt/domain';
import { apiDelete, apiPost, apiPut } from '../../lib/api/client';

/** 首页轮播's writes (the list of one placement is read by `useContentList` at the path below). */
export const bannersApi = {
  listPathOf: (placement: BannerPlacement) => `${API_PATHS.consoleBanners}?placement=${placement}`,
  create: (form: ConsoleBannerForm) => apiPost<ConsoleBanner>(API_PATHS.consoleBanners, form, { silent: true }),
  update: (id: number, form: ConsoleBannerForm, version: number) =>
    apiPut<ConsoleBanner>(fillPath(API_PATHS.consoleBanner, { id }), { ...form, version }, { silent: true }),
  remove: (b: ConsoleBanner) =>
    apiDelete<null>(`${fillPath(API_PATHS.consoleBanner, { id: b.id })}?version=${b.version}`, { silent: true }),
};
