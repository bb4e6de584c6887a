import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys run against an already started app (E2E_BASE_URL, default http://localhost:3031) in Debian's
 * Chromium: nothing here downloads a browser. Screenshots of every journey are kept in e2e/artifacts.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: ['**/*.e2e.ts'],
  // Two instances behind a balancer: only with .ci/scale-out (playwright.scale-out.config.ts).
  testIgnore: ['scale-out/**'],
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { outputFolder: 'artifacts/report', open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3031',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    // Journeys for one size only are chosen here by file name, so no test is skipped at run time.
    {
      name: 'desktop',
      testIgnore: ['scale-out/**', '**/phone-*.e2e.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'phone',
      // The staff console is desktop-first (its phone layout is checked by screenshot, not by a journey).
      testIgnore: ['scale-out/**', 'smoke/**', '**/desktop-*.e2e.ts', 'console/**'],
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
    },
  ],
});
