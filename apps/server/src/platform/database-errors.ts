/**
 * Recognising PostgreSQL's own refusals (unique violations and the like) under drizzle's wrapping, so a service
 * can turn a constraint that caught a race into the same clear message its pre-check gives.
 */

/** drizzle wraps driver errors; the PostgreSQL error is the error itself or its cause. */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgErr = e as { code?: unknown; constraint?: string };
    if (typeof pgErr.code === 'string' && /^[0-9A-Z]{5}$/.test(pgErr.code)) return pgErr as { code: string };
  }
  return null;
}

/** A unique violation (23505) of a constraint whose name contains `constraint`. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const pgErr = pgErrorOf(err);
  return pgErr?.code === '23505' && String(pgErr.constraint ?? '').includes(constraint);
}
