import { MESSAGES } from '../messages';

/** Required fields: empty or whitespace-only values fail with '必填项'. Returns the message or null. */
export function validateRequired(value: unknown): string | null {
  if (value === null || value === undefined) return MESSAGES.required;
  if (typeof value === 'string' && value.trim() === '') return MESSAGES.required;
  if (Array.isArray(value) && value.length === 0) return MESSAGES.required;
  return null;
}
