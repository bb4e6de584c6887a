import type { RouteBudget } from './first-load-js';

/**
 * First-load JavaScript budgets (gzip KB) checked after every `vite build` (budget-plugin.ts): the build fails
 * when a route grows past its figure. /m-shop and the desktop home are issue 19's targets; the others are their
 * size when the budget was set plus about 10 %, so growth is a decision, not an accident. Lower a figure when a
 * route shrinks; raise one only with a reason in the commit.
 *
 * Issue 19's targets are /m-shop <= 160 KB and the desktop home <= 300 KB. They are not met yet (see bench/README.md,
 * "Web performance"): the figures below are today's sizes with a little headroom, to be lowered towards the
 * targets as antd's core and axios leave the first load.
 */
export const ROUTE_BUDGETS: RouteBudget[] = [
  {
    route: '/m-shop',
    entry: 'index.html',
    pages: ['src/features/catalogue/routes/mobile-shop-home-page.tsx'],
    budgetKb: 350,
  },
  { route: '/', entry: 'index.html', pages: ['src/features/catalogue/routes/home-page.tsx'], budgetKb: 345 },
  { route: '/course', entry: 'index.html', pages: ['src/features/catalogue/routes/course-page.tsx'], budgetKb: 405 },
  {
    route: '/m-shop/goods-detail-new/:id',
    entry: 'index.html',
    pages: ['src/features/catalogue/routes/mobile-goods-detail-page.tsx'],
    budgetKb: 475,
  },
  { route: '/center', entry: 'index.html', pages: ['src/app/pages/center-home-page.tsx'], budgetKb: 390 },
];
