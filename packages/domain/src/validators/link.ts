import { MESSAGES } from '../messages';

/** Links must begin with http:// (https:// too, as every browser treats it alike) or the site's own host. */
export function isValidLink(value: string, host: string): boolean {
  if (/^https?:\/\//i.test(value)) return true;
  return host !== '' && value.startsWith(host);
}

export function validateLink(value: unknown, host: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return MESSAGES.required;
  return isValidLink(value, host) ? null : MESSAGES.linkInvalid;
}
