/**
 * The staff console's dashboard (首页): a console page in its own module because it reads the exam module, which
 * itself uses the console's audit log; app.ts hands `dashboardRoutes` to `consoleRoutes`, inside the gate.
 */
export { dashboardRoutes } from './dashboard.routes';
