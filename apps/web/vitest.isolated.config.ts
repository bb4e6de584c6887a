import { defineConfig } from 'vitest/config';
import { mockingTestFiles, webTestBase } from './vitest.base';

/** Web test files that mock modules, each in a fresh worker so its fakes never reach another file (see vitest.base.ts). */
export default defineConfig({
  ...webTestBase,
  test: {
    ...webTestBase.test,
    name: 'web-isolated',
    include: mockingTestFiles,
    isolate: true,
  },
});
