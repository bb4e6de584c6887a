import { MESSAGES } from '../messages';

/** 6-20 characters, at least one digit and one letter; nothing but letters, digits and printable symbols. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[A-Za-z])[\x21-\x7e]{6,20}$/;

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

export function validatePassword(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return MESSAGES.required;
  return isValidPassword(value) ? null : MESSAGES.passwordRule;
}
