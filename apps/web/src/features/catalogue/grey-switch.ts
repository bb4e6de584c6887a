import type { Dictionaries } from '../../lib/site-store';

/** The grey_switch dictionary entry with value '1' turns the home page grey (days of national mourning). */
export function isGreyHome(dic: Dictionaries): boolean {
  return dic.grey_switch?.[0]?.value === '1';
}
