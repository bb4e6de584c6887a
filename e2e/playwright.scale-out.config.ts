import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The journeys that must hold when the product runs as two instances behind a load balancer (.ci/scale-out):
 * buying and paying for a course and the live class, both through the balancer (so a page's requests, its payment
 * return and its classroom socket land on either instance), and the cross-instance checks that talk to each
 * instance directly (E2E_INSTANCES).
 */
const journeys = ['shop/buy-course.e2e.ts', 'learning/live-class.e2e.ts', 'scale-out/*.e2e.ts'];

export default defineConfig({
  ...base,
  testIgnore: [],
  testMatch: journeys.map((j) => `**/${j}`),
  outputDir: 'test-results/scale-out',
  reporter: [['list'], ['html', { outputFolder: 'artifacts/scale-out-report', open: 'never' }]],
  projects: (base.projects ?? []).map((p) => ({
    ...p,
    testIgnore: p.name === 'phone' ? ['**/desktop-*.e2e.ts'] : [],
  })),
});
