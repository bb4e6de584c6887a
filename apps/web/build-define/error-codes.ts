// A relative path: the config loader bundles it (the package's TypeScript entry is not loadable by Node).
import { ERROR_CODES } from '../../../packages/domain/src/errors';

/**
 * Vite `define` for the web build and its tests: the error catalogues' codes alone, as a literal array. The API
 * client keeps an envelope's `errorCode` only when this build knows it (lib/api/known-error-codes.ts); importing
 * `isErrorCode` from the domain instead put every catalogue's messages into every page's first load (~11 KB gzip,
 * issue 19). The list is made from the catalogues at build time, so it cannot drift from them.
 */
export const ERROR_CODES_DEFINE = { __SALT_ERROR_CODES__: JSON.stringify(ERROR_CODES) };
