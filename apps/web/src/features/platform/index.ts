/**
 * What other features may use of the platform feature: the server clock. Only api modules, so no feature imports
 * the platform's internals.
 */
export { useClockOffset } from './api/server-time';
