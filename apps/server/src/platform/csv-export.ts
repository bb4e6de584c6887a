import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import Cursor from 'pg-cursor';
import type { Database } from '../db/client';

/** Rows fetched from the cursor at a time: memory stays flat whatever the export's size. */
const BATCH = 500;

/**
 * A cell a spreadsheet would run as a formula (CSV injection: `=HYPERLINK(...)` in a goods name or an address)
 * gets a leading apostrophe, so Excel and WPS show it as text.
 */
export function escapeCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Beijing time 'YYYY-MM-DD HH:mm:ss' (UTC+8 all year); empty for no time. */
export const beijingTime = (d: Date | null) =>
  d ? new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ') : '';

/**
 * A console download as CSV (UTF-8 with a BOM and CRLF, as Excel and WPS open it): the header, then every row of
 * `query` read through a cursor in batches and turned into cells by `cellsOf` (which escapes them), written as it
 * comes: any number of rows, constant memory. The pooled client is released when the stream ends, fails or the
 * download is cancelled (pipeline destroys the source, which closes the generator and runs its `finally`).
 */
export function streamCsv(
  db: Database,
  query: { sql: string; params: unknown[] },
  header: string[],
  cellsOf: (row: unknown[]) => string[],
): Readable {
  async function* rows(): AsyncGenerator<string[]> {
    yield header;
    const client = await db.$client.connect();
    try {
      const cursor = client.query(new Cursor<unknown[]>(query.sql, query.params, { rowMode: 'array' }));
      try {
        for (;;) {
          const batch = await cursor.read(BATCH);
          if (batch.length === 0) return;
          for (const row of batch) yield cellsOf(row);
        }
      } finally {
        await cursor.close();
      }
    } finally {
      client.release();
    }
  }
  const csv = stringify({ bom: true, record_delimiter: 'windows' });
  // Errors end the stream (the reply is already under way); pipeline also tears the cursor down on a cancel.
  return pipeline(Readable.from(rows()), csv, () => {});
}
