import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Module boundaries (docs/ARCHITECTURE.md, "Boundaries"):
 * - a server module (apps/server/src/modules/<area>) is used from anywhere else only through its index.ts;
 * - a web feature uses another only through its index.ts, and web components/ and lib/ never import a feature or
 *   the app shell (the app shell itself imports feature routes directly so each page stays its own lazy chunk);
 * - no import cycles anywhere.
 * The zones are computed from the folders, so a new module or feature is covered without editing this file.
 */
const dirsIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SERVER = './apps/server/src';
const serverModules = dirsIn(`${SERVER}/modules`);
const serverZones = serverModules.map((area) => ({
  target: [
    ...readdirSync(new URL(SERVER, import.meta.url))
      .filter((name) => name !== 'modules')
      .map((name) => `${SERVER}/${name}`),
    ...serverModules.filter((other) => other !== area).map((other) => `${SERVER}/modules/${other}`),
  ],
  from: `${SERVER}/modules/${area}`,
  except: ['./index.ts'],
  message: `Use the ${area} module through its index.ts (what other modules may use).`,
}));

const WEB = './apps/web/src';
const webFeatures = dirsIn(`${WEB}/features`);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: webFeatures.filter((other) => other !== feature).map((other) => `${WEB}/features/${other}`),
    from: `${WEB}/features/${feature}`,
    except: ['./index.ts'],
    message: `Use the ${feature} feature through its index.ts.`,
  })),
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared components and lib never import a feature or the app shell.',
  },
];

const ZOD_IN_ROUTES = 'Route schemas live in packages/domain/src/contract/<area>.ts.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain JS files here are Node scripts and config.
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse the files an import leads to as TypeScript too, or no-cycle cannot follow them.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/domain/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...serverZones, ...webZones] }],
    },
  },
  // Routes parse, call a service and answer: queries live in the module's services (docs/ARCHITECTURE.md), and
  // request and answer schemas in packages/domain/src/contract (a route builds none).
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: 'Routes do no data access: query in a service of the module.' },
            { name: 'zod', message: ZOD_IN_ROUTES },
          ],
          patterns: [{ group: ['**/db/schema', '**/db/schema/*'], message: 'Routes do no data access.' }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression > MemberExpression.callee > MemberExpression.object[property.name='db']",
          message: 'Routes do no data access: query in a service of the module.',
        },
      ],
    },
  },
  // Plugins that register routes take their schemas from the contract too.
  {
    files: ['apps/server/src/modules/**/*.plugin.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: ZOD_IN_ROUTES }] }] },
  },
);
