/** SMS verification codes are exactly six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

export function isValidSmsCode(value: string): boolean {
  return SMS_CODE_PATTERN.test(value);
}
