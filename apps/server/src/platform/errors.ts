import { GENERIC_ERRORS, genericErrorFor, validationErrorFor, type ErrorCode, type ErrorEntry } from '@salt/domain';

/**
 * A failure the caller should see: HTTP status, the Chinese message and the stable `errorCode` that go into the
 * envelope. Throw catalogue entries from services (`throw appError(ORDER_ERRORS.repeatBuy)`); the error handler
 * turns them into `{code: 1, msg, data, errorCode}`. Without a code, the status's generic code is used.
 */
export class AppError extends Error {
  readonly errorCode: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
    errorCode?: ErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
    this.errorCode = errorCode ?? genericErrorFor(statusCode).errorCode;
  }
}

/** The error of one catalogue entry, e.g. `throw appError(HOMEWORK_ERRORS.noQuiz)`. */
export const appError = (entry: ErrorEntry<ErrorCode>, data: unknown = null) =>
  new AppError(entry.status, entry.msg, data, entry.errorCode);

/**
 * A schema failure with its message: the catalogue entry that message belongs to, else VALIDATION_FAILED
 * carrying the message (see `validationErrorFor`).
 */
export const validationError = (msg: string) => appError(validationErrorFor(msg));

/** The generic failure of each status; given an entry, that entry (whose status must match the helper's). */
export const badRequest = (entry: ErrorEntry<ErrorCode, 400> = GENERIC_ERRORS.badRequest) => appError(entry);
export const unauthorized = (entry: ErrorEntry<ErrorCode, 401> = GENERIC_ERRORS.unauthorized) => appError(entry);
export const forbidden = (entry: ErrorEntry<ErrorCode, 403> = GENERIC_ERRORS.forbidden) => appError(entry);
export const notFound = (entry: ErrorEntry<ErrorCode, 404> = GENERIC_ERRORS.notFound) => appError(entry);
export const conflict = (entry: ErrorEntry<ErrorCode, 409> = GENERIC_ERRORS.conflict) => appError(entry);
export const tooManyRequests = (entry: ErrorEntry<ErrorCode, 429> = GENERIC_ERRORS.tooManyRequests) => appError(entry);
/** 426 tells clients the refresh token is unusable and they must log in again. */
export const refreshRejected = () => appError(GENERIC_ERRORS.refreshInvalid);
