import type { Database } from './client';

/**
 * A query prepared once per database handle: named prepared statements spare drizzle's query building and
 * PostgreSQL's parse and plan on every call, which on the hottest reads (the auth check, the user, opening
 * homework) halved their cost in bench/. The handle is the key, so test apps with their own databases each get
 * their own statement.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = build(db)));
    return statement;
  };
}
