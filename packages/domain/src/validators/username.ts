import { SERVER_MESSAGES } from '../messages';
import { isValidMobile } from './mobile';

/**
 * A login name is either a mobile number (looked up as a phone only) or a username (looked up by name only), so
 * one identifier can never reach two accounts. For that, a username may look like a mobile number only when it is
 * the account's own phone (new accounts get their phone as username); any other mobile-shaped name could be, or
 * later become, someone else's phone. The database enforces the same rule (sys_user CHECK constraints).
 */
export function usernameProblem(username: string, ownPhone: string | null | undefined): string | null {
  return isValidMobile(username) && username !== ownPhone ? SERVER_MESSAGES.usernameLooksLikeMobile : null;
}

/** How a login identifier (password login) is looked up: by phone when it is shaped like one, else by username. */
export function loginIdentifierKind(login: string): 'phone' | 'username' {
  return isValidMobile(login) ? 'phone' : 'username';
}
