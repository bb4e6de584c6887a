/** What other modules may use of live: everything else in this folder is its own business. */
export { registerLive } from './live.plugin';
