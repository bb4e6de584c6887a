import { defineConfig } from 'vitest/config';
import { webTestBase } from './vitest.base';

/**
 * The web tests: files share a worker's jsdom and loaded modules (`isolate: false`) instead of building a jsdom and
 * importing antd, React and the app again for every file, which was two thirds of the web tests' time.
 * `src/test-setup-shared.ts` puts storage, address, site store, API client and timers back after each file, as a
 * fresh jsdom and fresh modules would have them; `src/test-setup-mocking-files.ts` gives a file that mocks modules
 * freshly loaded app modules before it and after it.
 */
export default defineConfig({
  ...webTestBase,
  test: {
    ...webTestBase.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build-budget/**/*.test.ts'],
    isolate: false,
    setupFiles: ['src/test-setup-mocking-files.ts', ...webTestBase.test.setupFiles, 'src/test-setup-shared.ts'],
  },
});
