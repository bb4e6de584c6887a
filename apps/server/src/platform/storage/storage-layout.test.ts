import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { movePrivateFilesOutOfPublicRoot, storageLayout } from './storage-layout';

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'salt-layout-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('recordings leave the public root', () => {
  it('moves uploads/playback to private/playback and leaves images where they are; twice is harmless', async () => {
    const { publicRoot, privateRoot } = storageLayout(dataDir);
    await fs.mkdir(path.join(publicRoot, 'playback/32'), { recursive: true });
    await fs.writeFile(path.join(publicRoot, 'playback/32/index.m3u8'), '#EXTM3U');
    await fs.mkdir(path.join(publicRoot, 'images/7'), { recursive: true });
    await fs.writeFile(path.join(publicRoot, 'images/7/a.png'), 'png');

    await movePrivateFilesOutOfPublicRoot(dataDir);
    await movePrivateFilesOutOfPublicRoot(dataDir);

    await expect(fs.access(path.join(publicRoot, 'playback'))).rejects.toThrow();
    expect(await fs.readFile(path.join(privateRoot, 'playback/32/index.m3u8'), 'utf8')).toBe('#EXTM3U');
    expect(await fs.readFile(path.join(publicRoot, 'images/7/a.png'), 'utf8')).toBe('png');
  });

  it('a public copy left beside an existing private folder is removed, the private files kept', async () => {
    const { publicRoot, privateRoot } = storageLayout(dataDir);
    await fs.mkdir(path.join(publicRoot, 'playback/1'), { recursive: true });
    await fs.writeFile(path.join(publicRoot, 'playback/1/seg000.ts'), 'old');
    await fs.mkdir(path.join(privateRoot, 'playback/1'), { recursive: true });
    await fs.writeFile(path.join(privateRoot, 'playback/1/seg000.ts'), 'kept');
    await movePrivateFilesOutOfPublicRoot(dataDir);
    await expect(fs.access(path.join(publicRoot, 'playback'))).rejects.toThrow();
    expect(await fs.readFile(path.join(privateRoot, 'playback/1/seg000.ts'), 'utf8')).toBe('kept');
  });
});
