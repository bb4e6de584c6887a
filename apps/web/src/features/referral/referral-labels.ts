import { REFERRAL_SHARE_PARAM } from '@salt/domain';
import { formatChinaTime } from '../../lib/china-time';

/** Money in fen as people read it: ¥20 / ¥12.50. */
export const yuanText = (fen: number): string => `¥${(fen / 100).toFixed(fen % 100 === 0 ? 0 : 2)}`;

export const dayText = (iso: string | null): string => (iso ? formatChinaTime(iso, 'YYYY-MM-DD') : '—');
export const timeText = (iso: string | null): string => (iso ? formatChinaTime(iso) : '—');

/** The link a friend opens: the home page with the code, which records the touch and opens registration. */
export const shareLinkOf = (code: string, origin = window.location.origin): string =>
  `${origin}/?${REFERRAL_SHARE_PARAM}=${encodeURIComponent(code)}`;

/** Copies text; the old execCommand way where the Clipboard API is missing (http pages, old WebViews). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission): try the old way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
