import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { firstLoadBudget } from './build-budget/budget-plugin';
import { ROUTE_BUDGETS } from './build-budget/route-budgets';
import { ERROR_CODES_DEFINE } from './build-define/error-codes';
import { dayjsSetUp } from './build-define/dayjs-set-up';

const apiTarget = process.env.API_ORIGIN ?? 'http://localhost:3031';

export default defineConfig({
  // Brotli and gzip copies of every text asset, made once at build; the server sends the one the browser takes
  // (@fastify/static preCompressed), so phones on 4G download a third of the bytes with no work per request.
  plugins: [
    react(),
    // dayjs comes set up (China time, zh-cn) to whoever imports it, and only to them (build-define/dayjs-set-up.ts).
    dayjsSetUp(),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json)$/i, threshold: 1024 }),
    // Fails the build when a route's first-load JavaScript grows past its budget (build-budget/route-budgets.ts).
    firstLoadBudget(ROUTE_BUDGETS),
  ],
  // antd-mobile's animation library declares React <= 18; the root package.json overrides that so one
  // React 19 exists, and dedupe keeps a stray nested copy from ever entering the bundle.
  resolve: { dedupe: ['react', 'react-dom'] },
  // The error catalogues' codes for the API client, without their messages (build-define/error-codes.ts).
  define: ERROR_CODES_DEFINE,
  server: { port: 5173, proxy: { '/api': apiTarget } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunk imports which, for the first-load budget and bench:web.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // Two apps: the site (index.html) and the staff console (console.html, served for /console/*). Each entry
      // only pulls what it imports, so shop and learning pages never download console code.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        console: fileURLToPath(new URL('./console.html', import.meta.url)),
      },
      // @salt/domain is pure; saying so lets the bundler drop the server's zod schemas the web never calls. The
      // @rc-component packages under antd are pure React components too but do not say so in their package.json:
      // without this, antd's ConfigProvider (which only needs rc-form's FormProvider context) drags the whole of
      // rc-form and its validator into the first load of every page.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]packages[\\/]domain[\\/]/.test(id) && !/[\\/]node_modules[\\/]@rc-component[\\/]/.test(id),
      },
      output: {
        // The bundler puts modules that many lazy pages share into a chunk the entry already loads; antd-mobile's
        // ErrorBlock (its pictures are ~10 KB gzip) would then ride along with every first page. Its own chunk
        // loads only with the pages that draw it.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'error-block', test: /[\\/]antd-mobile[\\/]es[\\/]components[\\/]error-block[\\/]/ },
            // The same for @ant-design/icons' core (its icons are chunked with their pages): only antd pages use it.
            { name: 'antd-icons-core', test: /[\\/]@ant-design[\\/]icons[\\/]es[\\/](?!icons[\\/])/ },
          ],
        },
      },
    },
  },
});
