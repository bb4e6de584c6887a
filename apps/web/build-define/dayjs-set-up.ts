import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module that sets dayjs up (China time, zh-cn) and exports it. */
const SET_UP = fileURLToPath(new URL('../src/app/dayjs-setup.ts', import.meta.url));

/**
 * Resolves `import dayjs from 'dayjs'` to src/app/dayjs-setup.ts for every importer but that module and dayjs's own
 * files (its locales require it), antd's date pickers included: whoever uses dayjs gets it with the time zone and
 * locale set. The app used to import the setup at start, which put dayjs (~4 KB gzip) into every first load,
 * /m-shop's included, though the phone home shows no date (issue 19).
 */
export function dayjsSetUp(): Plugin {
  return {
    name: 'salt:dayjs-set-up',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'dayjs' || !importer) return null;
      const from = importer.replace(/\\/g, '/');
      if (from === SET_UP.replace(/\\/g, '/') || /\/node_modules\/dayjs\//.test(from)) return null;
      return SET_UP;
    },
  };
}
