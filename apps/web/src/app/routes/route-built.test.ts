import { describe, expect, it, vi } from 'vitest';

/*
 * The frame filters its links with isBuilt while its modules load (tab bar, header, user menu), so the route table
 * must be registered by the time they are imported, whatever imports them first. The test setup registers the
 * table for every test; this one starts from fresh modules to see what the app sees.
 */
describe('isBuilt at import time', () => {
  it('answers for frame modules imported first, from fresh modules', async () => {
    vi.resetModules();
    await expect(import('../frame/mobile-tab-bar')).resolves.toBeDefined();
    await expect(import('../frame/site-header')).resolves.toBeDefined();
    await expect(import('../frame/user-menu')).resolves.toBeDefined();
    const { isBuilt } = await import('../../lib/built-pages');
    expect(isBuilt('/center')).toBe(true);
    expect(isBuilt('/console')).toBe(true);
    expect(isBuilt('/download')).toBe(true);
    expect(isBuilt('/parent/loginList')).toBe(true);
    // Says 功能建设中 in place (route-table: built: false).
    expect(isBuilt('/center/UserAddress')).toBe(false);
  });
});
