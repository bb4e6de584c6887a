/**
 * What other features may use of the catalogue: the public goods endpoints it owns. Only api modules, so
 * importing this never pulls in the catalogue pages, and no feature imports the catalogue internals.
 */
export { spuPageQuery, useSpuPage } from './api/spu-page';
export { spuSkusQuery } from './api/spu-skus';
export { skuWithGoodsQuery } from './api/sku-with-goods';
/** The shop's class period text ('11月27日-3月12日 19:00-20:30'), for pages that show a class's schedule. */
export { periodText } from './catalogue-labels';
