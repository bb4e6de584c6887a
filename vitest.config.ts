import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm test` runs every unit and integration test of every workspace through these projects. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'apps/web/vitest.isolated.config.ts'],
    // Vitest's default is one worker fewer than CPUs: a single worker on a 2-CPU machine. Server tests mostly wait
    // for PostgreSQL, so at least two workers keep both CPUs busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
  },
});
