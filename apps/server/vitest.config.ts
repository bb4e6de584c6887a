import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Test files share a worker's loaded modules (the app, drizzle, zod schemas) instead of importing them again for
    // every file: about a third of the server suite's CPU time. Safe here: every file builds its own app on its own
    // database, no file mocks modules, and the two that empty PATH put it back.
    isolate: false,
  },
});
