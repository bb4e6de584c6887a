/** The exam pages' two charts' loaders: stable functions (effects depend on them), each pulling its own setup module. */
export const loadRadar = () => import('./radar-chart-setup').then((m) => m.drawRadar);
export const loadTrend = () => import('./line-chart-setup').then((m) => m.drawTrend);
