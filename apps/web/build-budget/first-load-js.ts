/**
 * First-load JavaScript of a route, from Vite's build manifest (`build.manifest`): the bytes a browser must fetch
 * before the route's page can render. That is the HTML entry chunk and everything it imports statically, plus the
 * route's lazy page chunk and its static imports; every chunk counted once, dynamic imports (loaded later, on
 * demand) not at all. Sizes are gzip, as served to a browser that cannot take brotli.
 *
 * Pure (no file system): the Vite plugin (budget-plugin.ts) and bench:web give it the manifest and a size function.
 */

/** The part of a Vite manifest entry this reads (vite's ManifestChunk). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** What a route loads first: the HTML entry's manifest key and the route's lazy page module (manifest keys). */
export interface RouteFirstLoad {
  route: string;
  entry: string;
  /** The page modules loaded by the route's `lazy` (layout or page), as source paths (manifest keys). */
  pages: string[];
}

export interface RouteBudget extends RouteFirstLoad {
  /** gzip KB (1 KB = 1024 bytes) the route's first-load JavaScript may reach. */
  budgetKb: number;
}

export interface FirstLoadResult {
  route: string;
  files: string[];
  gzipBytes: number;
  gzipKb: number;
}

/** The chunk files `keys` need before they run: themselves and their static imports, transitively, each once. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

export function firstLoad(
  manifest: Manifest,
  spec: RouteFirstLoad,
  gzipSize: (file: string) => number,
): FirstLoadResult {
  const files = staticClosure(manifest, [spec.entry, ...spec.pages]);
  const gzipBytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
  return { route: spec.route, files, gzipBytes, gzipKb: Math.round((gzipBytes / 1024) * 10) / 10 };
}

/** One line per route over its budget (empty when all fit). */
export function overBudget(
  manifest: Manifest,
  budgets: RouteBudget[],
  gzipSize: (file: string) => number,
): { results: (FirstLoadResult & { budgetKb: number })[]; failures: string[] } {
  const results = budgets.map((b) => ({ ...firstLoad(manifest, b, gzipSize), budgetKb: b.budgetKb }));
  const failures = results
    .filter((r) => r.gzipBytes > r.budgetKb * 1024)
    .map((r) => `${r.route}: first-load JavaScript ${r.gzipKb} KB gzip is over its budget of ${r.budgetKb} KB`);
  return { results, failures };
}
