import { describe, expect, it } from 'vitest';
import { isGreyHome } from './grey-switch';

describe('grey home switch', () => {
  it("is on only when the switch value is '1'", () => {
    expect(isGreyHome({ grey_switch: [{ value: '1', label: '开', description: null }] })).toBe(true);
    expect(isGreyHome({ grey_switch: [{ value: '0', label: '关', description: null }] })).toBe(false);
    expect(isGreyHome({})).toBe(false);
  });
});
