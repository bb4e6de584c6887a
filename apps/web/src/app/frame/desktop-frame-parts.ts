// The desktop frame's parts, one chunk: phones never download the header's menu, region select and dropdowns.
export { SiteHeader } from './site-header';
export { SiteFooter } from './site-footer';
export { Breadcrumbs } from './breadcrumbs';
