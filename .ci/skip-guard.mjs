// Vitest reporter for CI (`npm test -- --reporter=default --reporter=./.ci/skip-guard.mjs`): fails the run when a
// test is skipped and nothing says why. A skip is explained when its file printed a line containing "skip" (e.g.
// `console.warn('[rate-limit-redis] skipped: no Redis at ...')`) or the skip carries a note (`ctx.skip('why')`).
// Todo tests count as unexplained skips too: CI must not go green with work left out silently.
import fs from 'node:fs';
import path from 'node:path';

export default class SkipGuard {
  /** @type {import('vitest/node').Vitest | undefined} */
  vitest;
  /** Files whose tests printed a reason to skip. */
  explained = new Set();
  /** Log lines whose task was not known yet when they arrived (collection). */
  pending = [];

  onInit(vitest) {
    this.vitest = vitest;
  }

  onUserConsoleLog(log) {
    if (/skip/i.test(log.content)) this.pending.push(log);
  }

  fileOf(taskId) {
    const task = taskId ? this.vitest?.state.idMap.get(taskId) : undefined;
    return task ? (task.file ?? task).filepath : undefined;
  }

  onTestRunEnd(testModules, _errors, reason) {
    if (reason === 'interrupted') return;
    for (const log of this.pending) {
      const file = this.fileOf(log.taskId);
      if (file) this.explained.add(file);
    }
    const unexplained = [];
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const result = test.result();
        if (result.state !== 'skipped') continue;
        skipped += 1;
        if (result.note || this.explained.has(mod.moduleId)) continue;
        unexplained.push(`${path.relative(process.cwd(), mod.moduleId)} > ${test.fullName}`);
      }
    }
    const out = process.env.SKIP_GUARD_OUT;
    if (out) fs.writeFileSync(out, JSON.stringify({ skipped, unexplained }, null, 2));
    if (unexplained.length === 0) {
      process.stdout.write(`\nskip guard: ${skipped} skipped test(s), each with a printed reason\n`);
      return;
    }
    process.stderr.write(
      `\nskip guard: ${unexplained.length} test(s) skipped without a printed reason:\n` +
        unexplained.map((t) => `  - ${t}\n`).join('') +
        'Print why (console.warn naming the skip) or run them.\n',
    );
    process.exitCode = 1;
  }
}
