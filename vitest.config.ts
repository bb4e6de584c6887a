import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm test` runs every unit and integration test of every workspace through these projects. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
    // Vitest's default is one worker fewer than CPUs: a single worker on a 2-CPU machine. Server tests wait for
    // PostgreSQL, child servers, ffmpeg and pg-boss's real-time retries, so a third worker fills those waits: the
    // whole suite took 198 s with two workers and 188 s with three on the idle 2-CPU machine (2026-11-23).
    maxWorkers: Math.max(3, os.availableParallelism() - 1),
  },
});
