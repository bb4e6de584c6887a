import { defineConfig } from 'vitest/config';

/** `npm test` runs every unit and integration test of every workspace through these projects. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
