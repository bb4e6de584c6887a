/**
 * Where uploaded files live. Keys are server-generated paths like `images/12/<sha256>.jpg`; `put` answers
 * the public URL the client stores and shows.
 */
export interface FileStorage {
  readonly name: string;
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The public URL of a key (or of a key prefix such as `images/12/`), as `put` answers it. */
  urlOf(key: string): string;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
}
