import type { ErrorCode } from '@salt/domain';

/** Every code of the domain's error catalogues, put in by the build (build-define/error-codes.ts). */
declare const __SALT_ERROR_CODES__: readonly string[];

const KNOWN_CODES: ReadonlySet<string> = new Set(__SALT_ERROR_CODES__);

/**
 * Whether a value from the wire is a code of this build's catalogues (a newer server may send others): the
 * domain's `isErrorCode`, without its catalogues' messages in the web's first load.
 */
export function isKnownErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}
