/** What other modules may use of file: everything else in this folder is its own business. */
export { uploadRoutes } from './upload.routes';
export { assertOwnUploads } from './upload.service';
