import fs from 'node:fs';
import { afterAll, expect, vi } from 'vitest';

/*
 * The web project's files share their worker's loaded modules (vitest.config.ts, `isolate: false`), which a file
 * that replaces modules (`vi.mock`) would break twice: its mocks would not take effect where an earlier file already
 * loaded the real module, and its fakes would stay loaded for the files after it. So such a file starts from freshly
 * evaluated app modules and leaves fresh ones behind. Packages (antd, React) stay loaded: Node caches them and
 * `vi.resetModules` leaves them alone, so this costs the app's own modules only, not a new jsdom and antd per file.
 * The first setup file, so the others (the route table's registration) load after the reset.
 */
const testPath = expect.getState().testPath ?? '';
const mocksModules = /\bvi\s*\.\s*(mock|doMock|unmock|doUnmock)\s*\(/.test(fs.readFileSync(testPath, 'utf8'));
if (mocksModules) {
  vi.resetModules();
  afterAll(() => {
    vi.resetModules();
  });
}
