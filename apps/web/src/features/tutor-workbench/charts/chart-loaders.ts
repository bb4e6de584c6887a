/** The summary's charts' loaders: stable functions (effects depend on them) pulling the setup module on demand. */
export const loadDaily = () => import('./summary-charts-setup').then((m) => m.drawDaily);
export const loadClassRates = () => import('./summary-charts-setup').then((m) => m.drawClassRates);
