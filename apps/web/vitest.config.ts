import { configDefaults, defineConfig } from 'vitest/config';
import { mockingTestFiles, webTestBase } from './vitest.base';

/**
 * Most web tests: files share a worker's jsdom and loaded modules (`isolate: false`) instead of building a jsdom and
 * importing antd, React and the app again for every file, which was two thirds of the web project's time.
 * `src/test-setup-shared.ts` puts storage, address, site store, API client and timers back after each file, as a
 * fresh jsdom and fresh modules would have them. Files that mock modules run isolated (vitest.isolated.config.ts).
 */
export default defineConfig({
  ...webTestBase,
  test: {
    ...webTestBase.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...mockingTestFiles],
    isolate: false,
    setupFiles: [...webTestBase.test.setupFiles, 'src/test-setup-shared.ts'],
  },
});
