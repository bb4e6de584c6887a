/**
 * Where files live. Keys are server-generated paths like `images/12/<sha256>.jpg`.
 *
 * Two areas, never mixed: public files (`FileStorage`: uploaded images, served to anyone at `/uploads/` under
 * unguessable content-hash names) and private files (`BlobStore`: recordings and anything else that must only be
 * read through a route that checks who asks). Private files live outside the public static root, so no URL
 * spelling (`%70layback`, `..`, mixed case) can reach them through the static file server.
 */
export interface BlobStore {
  readonly name: string;
  put(key: string, data: Buffer, contentType: string): Promise<unknown>;
  /** The stored bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
}

export interface FileStorage extends BlobStore {
  /** Stores the bytes and answers the public URL the client stores and shows. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** The public URL of a key (or of a key prefix such as `images/12/`), as `put` answers it. */
  urlOf(key: string): string;
}
