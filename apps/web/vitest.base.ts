import react from '@vitejs/plugin-react';
import type { ViteUserConfig } from 'vitest/config';
import { ERROR_CODES_DEFINE } from './build-define/error-codes';
import { dayjsSetUp } from './build-define/dayjs-set-up';

/** The web project's settings (vitest.config.ts adds the files it takes and how they share a worker). */
export const webTestBase = {
  // As in the build: `import dayjs from 'dayjs'` gets dayjs set up (build-define/dayjs-set-up.ts).
  plugins: [react(), dayjsSetUp()],
  define: ERROR_CODES_DEFINE,
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
    css: false,
    testTimeout: 15_000,
    // refine's packages would otherwise load through Node's CommonJS react-router while the tests' own imports get
    // the ES build: two router contexts, and refine's hooks would find no router. Inlined, they share one.
    server: { deps: { inline: [/@refinedev\//] } },
  },
} satisfies ViteUserConfig;
