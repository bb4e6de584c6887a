import { defineConfig } from 'tsup';

/** One ESM bundle; @salt/domain (TypeScript source) is bundled in, npm packages stay external. */
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@salt/domain'],
  async onSuccess() {
    const { cp } = await import('node:fs/promises');
    await cp('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
