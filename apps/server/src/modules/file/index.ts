/** What other modules may use of file: everything else in this folder is its own business. */
export { uploadRoutes } from './upload.routes';
export { assertOwnUploads, assertOwnAvatar, isOwnPrivateUpload, storeImage } from './upload.service';
export { privateFileRoutes } from './private-file.routes';
export { moveAnswerFilesToPrivate } from './move-answer-files';
