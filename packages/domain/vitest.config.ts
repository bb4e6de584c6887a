import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    // Pure functions and schemas, no mocks or stubs: the files share a worker's loaded modules instead of a process
    // each (the project's CPU time went from about 8 s to under 3 s; its tests take half a second).
    isolate: false,
  },
});
