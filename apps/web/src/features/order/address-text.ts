import type { Address } from '@salt/domain';

/** One line for an address; municipalities repeat the province as the city (北京市 北京市), said once. */
export function addressLine(a: Pick<Address, 'province' | 'city' | 'district' | 'detail'>): string {
  const city = a.city === a.province ? '' : a.city;
  return `${a.province}${city}${a.district}${a.detail}`;
}

/** Phone numbers are masked in lists (138****0001), as every Chinese shop does. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
