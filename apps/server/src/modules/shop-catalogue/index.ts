/** What other modules may use of shop-catalogue: everything else in this folder is its own business. */
export { catalogueRoutes } from './catalogue.routes';
export { coverOf, createSpu } from './catalogue.service';
export type { NewSku, NewSpu } from './catalogue.service';
export { avatarSvgDataUrl } from './cover-art';
export { teacherRoutes } from './teacher.routes';
export { returnStock, takeStock } from './stock.service';
export { suggestClasses } from './class-suggestions';
export type { SuggestedClass } from './class-suggestions';
export { consoleGoodsRoutes } from './console-goods.routes';
export { consoleBannerRoutes } from './console-banner.routes';
export { showingBanners } from './home-banners';
export { consoleHomeSectionRoutes } from './console-home-section.routes';
