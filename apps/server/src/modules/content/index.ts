/** What other modules, the app and the seeds may use of content (内容: help, agreements, downloads, licences). */
export { contentRoutes } from './content.routes';
export { consoleContentRoutes } from './console-content.routes';
export { seedAgreements } from './agreement-defaults';
