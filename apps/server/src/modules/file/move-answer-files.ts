import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PRIVATE_FILE_PREFIX } from '@salt/domain';
import type { Database } from '../../db/client';
import { storageLayout } from '../../platform/storage/storage-layout';

/**
 * Old public URLs of a pupil's work, as earlier versions stored them: uploaded answer photos and recordings
 * (`/uploads/images|audio/<uid>/<file>`) and the demo homework's two photos.
 */
const OLD_URL =
  /\/uploads\/((?:images|audio)\/\d{1,12}\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,120}|demo\/homework\/(?:answer-photo\.jpg|feedback-photo\.png))/g;

/** Every column that holds URLs of answer files (homework answers and feedback, exam answers, feedback photos). */
const COLUMNS = [
  { table: 'quiz_answer_item', column: 'answer', type: 'text' },
  { table: 'quiz_answer', column: 'reply_over', type: 'text' },
  { table: 'exam_answer', column: 'answer', type: 'jsonb' },
  { table: 'learn_feedback', column: 'images', type: 'text[]' },
] as const;

const asText = (c: (typeof COLUMNS)[number]) =>
  c.type === 'text[]' ? `array_to_string(${c.column}, ' ')` : `${c.column}::text`;

/** The same in PostgreSQL: rows to read, and what the rewrite replaces (so a rerun touches no row). */
const PATTERN = `/uploads/((images|audio)/[0-9]+/|demo/homework/(answer-photo\\.jpg|feedback-photo\\.png))`;

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * Data from before answer files went private: moves every file an answer row names from the public root to the
 * private one (kept public only when it is also someone's avatar), moves what is left of `uploads/audio/` (only
 * answers ever recorded), then rewrites the rows to the stable private path, so viewers the API authorises still
 * see them through signed links. Files first, rows last: a crash in between leaves rows that a rerun finishes.
 * Idempotent; answers how many rows it rewrote.
 */
export async function moveAnswerFilesToPrivate(db: Database, dataDir: string): Promise<number> {
  const { publicRoot, privateRoot } = storageLayout(dataDir);
  const keys = new Set<string>();
  for (const c of COLUMNS) {
    const rows = await db.execute<{ t: string }>(
      sql.raw(`select ${asText(c)} as t from ${c.table} where ${asText(c)} ~ '${PATTERN}'`),
    );
    for (const row of rows.rows) for (const m of row.t.matchAll(OLD_URL)) keys.add(m[1]!);
  }
  const avatars = new Set(
    (
      await db.execute<{ avatar: string }>(sql`select avatar from sys_user where avatar like '/uploads/images/%'`)
    ).rows.map((r) => r.avatar),
  );
  for (const key of keys) {
    const from = path.join(publicRoot, key);
    const to = path.join(privateRoot, key);
    if (!(await exists(from))) continue;
    await fs.mkdir(path.dirname(to), { recursive: true });
    if (!(await exists(to))) await fs.copyFile(from, to);
    if (!avatars.has(`/uploads/${key}`)) await fs.rm(from, { force: true });
  }
  await moveFolder(path.join(publicRoot, 'audio'), path.join(privateRoot, 'audio'));

  let rewritten = 0;
  const replaced = (expr: string) => `regexp_replace(${expr}, '${PATTERN}', '${PRIVATE_FILE_PREFIX}\\1', 'g')`;
  for (const c of COLUMNS) {
    const set =
      c.type === 'text[]'
        ? `array(select ${replaced('x')} from unnest(${c.column}) as x)`
        : c.type === 'jsonb'
          ? `${replaced(`${c.column}::text`)}::jsonb`
          : replaced(c.column);
    const res = await db.execute(
      sql.raw(`update ${c.table} set ${c.column} = ${set} where ${asText(c)} ~ '${PATTERN}'`),
    );
    rewritten += res.rowCount ?? 0;
  }
  return rewritten;
}

/** Moves every file of a folder tree into another (a file already there wins); the emptied source goes. */
async function moveFolder(from: string, to: string): Promise<void> {
  const entries = await fs.readdir(from, { withFileTypes: true }).catch(() => null);
  if (!entries) return;
  for (const e of entries) {
    const src = path.join(from, e.name);
    const dst = path.join(to, e.name);
    if (e.isDirectory()) await moveFolder(src, dst);
    else if (e.isFile()) {
      await fs.mkdir(to, { recursive: true });
      if (await exists(dst)) await fs.rm(src, { force: true });
      else await fs.rename(src, dst);
    }
  }
  await fs.rm(from, { recursive: true, force: true });
}
