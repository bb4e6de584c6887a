import fs from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore, FileStorage } from './storage';

/** Files in a folder on this machine's disk; keys can never leave the folder whatever they hold. */
abstract class LocalDiskFiles {
  readonly name = 'local';
  constructor(readonly root: string) {}

  protected resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`invalid storage key ${key}`);
    return full;
  }

  protected async write(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await fs.mkdir(path.dirname(full), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const tmp = `${full}.${process.pid}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, full);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.resolve(key));
    } catch {
      return null;
    }
  }
}

/** Private files under DATA_DIR/private: nothing serves this folder statically. */
export class LocalDiskBlobStore extends LocalDiskFiles implements BlobStore {
  async put(key: string, data: Buffer, _contentType: string): Promise<void> {
    await this.write(key, data);
  }
}

/** Default public storage: files under DATA_DIR/uploads, served by the app at /uploads/. */
export class LocalDiskStorage extends LocalDiskFiles implements FileStorage {
  constructor(
    root: string,
    private readonly publicPrefix = '/uploads',
  ) {
    super(root);
  }

  async put(key: string, data: Buffer, _contentType: string): Promise<string> {
    await this.write(key, data);
    return this.urlOf(key);
  }

  urlOf(key: string): string {
    return `${this.publicPrefix}/${key}`;
  }
}
