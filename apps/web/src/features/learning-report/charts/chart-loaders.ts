/** The report's charts' loaders: stable functions (effects depend on them) pulling the one setup module on demand. */
export const loadAttendance = () => import('./report-charts-setup').then((m) => m.drawAttendance);
export const loadHomework = () => import('./report-charts-setup').then((m) => m.drawHomework);
export const loadMastery = () => import('./report-charts-setup').then((m) => m.drawMastery);
