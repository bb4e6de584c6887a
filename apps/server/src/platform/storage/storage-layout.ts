import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The two storage folders under DATA_DIR: `uploads/` is served as static files at /uploads/, `private/` never
 * is (recordings; read only through routes that check a token).
 */
export function storageLayout(dataDir: string) {
  return { publicRoot: path.join(dataDir, 'uploads'), privateRoot: path.join(dataDir, 'private') };
}

/** Folders that earlier versions kept in the public root and that belong in the private one. */
const MOVED_TO_PRIVATE = ['playback'];

/**
 * Data directories made before recordings moved out of the public root still hold `uploads/playback/`: move it
 * (a rename on one disk) so nothing private stays where the static file server can reach it. Idempotent.
 */
export async function movePrivateFilesOutOfPublicRoot(dataDir: string): Promise<void> {
  const { publicRoot, privateRoot } = storageLayout(dataDir);
  for (const folder of MOVED_TO_PRIVATE) {
    const from = path.join(publicRoot, folder);
    const exists = await fs.stat(from).then(
      (s) => s.isDirectory(),
      () => false,
    );
    if (!exists) continue;
    const to = path.join(privateRoot, folder);
    await fs.mkdir(privateRoot, { recursive: true });
    const target = await fs.stat(to).then(
      () => true,
      () => false,
    );
    // A target already there (a half-finished earlier move) keeps its files; the public copy goes either way.
    if (target) await fs.rm(from, { recursive: true, force: true });
    else await fs.rename(from, to);
  }
}
