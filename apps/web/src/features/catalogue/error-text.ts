import { MESSAGES } from '@salt/domain';

/**
 * The server's own message when it sent one (ApiError carries it), else the generic network text. Kept apart
 * from the antd state components so the mobile pages do not pull the desktop kit into their chunks.
 */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.networkFailed;
}
