import { SERVER_MESSAGES } from '@salt/domain';

/**
 * A failure the caller should see: HTTP status plus the Chinese message that goes into the envelope.
 * Throw these from services; the error handler turns them into `{code: 1, msg, data: null}`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (msg: string = SERVER_MESSAGES.badRequest) => new AppError(400, msg);
export const unauthorized = (msg: string = SERVER_MESSAGES.unauthorized) => new AppError(401, msg);
export const forbidden = (msg: string = SERVER_MESSAGES.forbidden) => new AppError(403, msg);
export const notFound = (msg: string = SERVER_MESSAGES.notFound) => new AppError(404, msg);
export const conflict = (msg: string = SERVER_MESSAGES.conflict) => new AppError(409, msg);
export const tooManyRequests = (msg: string = SERVER_MESSAGES.tooManyRequests) => new AppError(429, msg);
/** 426 tells clients the refresh token is unusable and they must log in again. */
export const refreshRejected = (msg: string = SERVER_MESSAGES.refreshInvalid) => new AppError(426, msg);
