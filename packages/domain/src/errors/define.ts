/** HTTP statuses an error entry may answer with (the envelope's `code` stays 1 for every one of them). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 414 | 415 | 426 | 429 | 500 | 503;

/**
 * One failure a client can see: a stable SCREAMING_SNAKE `errorCode` clients branch on, the HTTP status, and the
 * Chinese `msg` shown to the person (verbatim from the spec where the spec quotes it). Codes never change once
 * shipped; the message may be reworded.
 */
export interface ErrorEntry<C extends string = string, S extends ErrorStatus = ErrorStatus> {
  readonly errorCode: C;
  readonly status: S;
  readonly msg: string;
}

/** Keeps each entry's literal code and status, so `ErrorCode` is a union a typo cannot satisfy. */
export function defineErrors<const T extends Record<string, ErrorEntry>>(entries: T): T {
  return entries;
}

/** The texts of a catalogue by key (for zod schema messages and form hints that show the same words). */
export function messagesOf<const T extends Record<string, ErrorEntry>>(catalogue: T): { [K in keyof T]: T[K]['msg'] } {
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(catalogue)) out[key] = entry.msg;
  return out as { [K in keyof T]: T[K]['msg'] };
}
