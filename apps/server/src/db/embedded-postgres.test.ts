import asyncExitHook from 'async-exit-hook';
import { describe, expect, it } from 'vitest';
import { EXIT_HOOK_EVENTS_REMOVED } from './embedded-postgres';

describe('embedded PostgreSQL process hooks', () => {
  it('leave the exit code, the exit and the signals to us', () => {
    const hooked = asyncExitHook.hookedEvents();
    for (const event of EXIT_HOOK_EVENTS_REMOVED) expect(hooked).not.toContain(event);
  });
});
