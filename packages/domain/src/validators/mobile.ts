import { MESSAGES } from '../messages';

/** Mainland mobile numbers: 11 digits, first 1, second 3-9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}

export function validateMobile(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return MESSAGES.required;
  return isValidMobile(value) ? null : MESSAGES.mobileInvalid;
}
