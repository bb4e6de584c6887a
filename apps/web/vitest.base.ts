import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { ViteUserConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Test files that replace modules (`vi.mock`, `vi.doMock`). Vitest keeps a worker's mocks and loaded modules
 * between files when `isolate` is off, so such a file would hand its fakes to the next file in the same worker
 * (or find the real module already loaded and never see its fake): they run in the isolated project. Found by
 * reading the files, so a new test that mocks a module lands there without anyone listing it.
 */
export const mockingTestFiles: string[] = fs
  .readdirSync(path.join(here, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) =>
    /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock)\s*\(/.test(fs.readFileSync(path.join(here, 'src', file), 'utf8')),
  )
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .sort();

/** What both web projects share; they differ in which files they take and whether each file gets a fresh worker. */
export const webTestBase = {
  plugins: [react()],
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
