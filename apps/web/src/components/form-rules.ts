import type { FormRule } from 'antd';
import { validateMobile, validatePassword, validateRequired } from '@salt/domain';

/** Wraps a domain validator (message or null) as an antd rule, so forms never restate the wording. */
export function domainRule(validate: (value: unknown) => string | null): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const message = validate(value);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };
}

export const requiredRule = domainRule(validateRequired);
export const mobileRule = domainRule(validateMobile);
export const passwordRule = domainRule(validatePassword);
