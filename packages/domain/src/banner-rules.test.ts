import { describe, expect, it } from 'vitest';
import { bannerState } from './banner-rules';

const now = new Date('2026-11-24T04:00:00Z');
const at = (iso: string) => new Date(iso);
const shown = { enabled: true, startsAt: null, endsAt: null, goodsOnSale: true };

describe('banner state', () => {
  it('shows an enabled banner with an open window and goods on sale', () => {
    expect(bannerState(shown, now)).toBe('showing');
    expect(
      bannerState({ ...shown, startsAt: at('2026-11-24T04:00:00Z'), endsAt: at('2026-11-30T00:00:00Z') }, now),
    ).toBe('showing');
  });
  it('hides a disabled banner whatever its window', () => {
    expect(bannerState({ ...shown, enabled: false }, now)).toBe('disabled');
  });
  it('waits for the start and stops at the end', () => {
    expect(bannerState({ ...shown, startsAt: at('2026-11-25T00:00:00Z') }, now)).toBe('scheduled');
    expect(bannerState({ ...shown, endsAt: at('2026-11-24T04:00:00Z') }, now)).toBe('ended');
  });
  it('hides a banner whose goods is off sale', () => {
    expect(bannerState({ ...shown, goodsOnSale: false }, now)).toBe('offSale');
  });
});
