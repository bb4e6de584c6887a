import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Orders test files longest-first in every run, not only in warm ones.
 *
 * Vitest sorts by the durations in its results cache (node_modules/.vite/vitest), so a second run on a machine
 * starts the slow files first and the three workers finish together. A fresh clone (CI, a newcomer) has no cache:
 * Vitest then orders by file size, the real-time server tests (exam deadline, payment crash, the demo broadcaster,
 * the fuzz shards) start late and one worker finishes alone, about 15-20 s after the others. This sequencer uses the
 * committed durations in `test-durations.json` whenever the cache has no figure for a file; `npm run
 * test:durations` refreshes that list from the cache after a full run.
 */
const DURATIONS_FILE = new URL('./test-durations.json', import.meta.url);

function readCommittedDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export class DurationSequencer extends BaseSequencer {
  private readonly committed = readCommittedDurations();

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const results = this.ctx.cache;
    const keyOf = (spec: TestSpecification) => `${spec.project.name}:${relative(root, spec.moduleId)}`;
    // A file with neither a cached nor a committed figure is new: run it first, as Vitest does, so a slow new
    // file never starts last.
    const durationOf = (key: string) =>
      results.getFileTestResults(key)?.duration ?? this.committed[key] ?? Number.POSITIVE_INFINITY;
    const failedBefore = (key: string) => results.getFileTestResults(key)?.failed === true;

    return [...files].sort((a, b) => {
      const groupOrder = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (groupOrder !== 0) return groupOrder;
      // One project's files run as a block: a worker is reused only for the same project.
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      const keyA = keyOf(a);
      const keyB = keyOf(b);
      if (failedBefore(keyA) !== failedBefore(keyB)) return failedBefore(keyA) ? -1 : 1;
      const longer = durationOf(keyB) - durationOf(keyA);
      return Number.isNaN(longer) ? 0 : longer;
    });
  }
}
