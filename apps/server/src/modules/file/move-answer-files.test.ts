import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { storageLayout } from '../../platform/storage/storage-layout';
import { moveAnswerFilesToPrivate } from './move-answer-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

describe('start-up move of answer files out of the public root', () => {
  it('moves referenced photos and all recordings, rewrites the rows, keeps avatars public; idempotent', async () => {
    const { publicRoot, privateRoot } = storageLayout(t.ctx.config.dataDir);
    const user = await userFactory(t.ctx.db);
    const photo = `images/${user.id}/${'a'.repeat(64)}.jpg`;
    const avatar = `images/${user.id}/${'b'.repeat(64)}.png`;
    const recording = `audio/${user.id}/${'c'.repeat(64)}.webm`;
    for (const key of [photo, avatar, recording]) {
      await fs.mkdir(path.dirname(path.join(publicRoot, key)), { recursive: true });
      await fs.writeFile(path.join(publicRoot, key), key);
    }
    await t.database.pool.query('update sys_user set avatar = $2 where id = $1', [user.id, `/uploads/${avatar}`]);
    await t.database.pool.query(
      `insert into learn_feedback (user_id, category, content, images) values ($1, 'app', 'x', $2)`,
      [user.id, [`/uploads/${photo}`, '/uploads/demo/homework/board.png']],
    );

    expect(await moveAnswerFilesToPrivate(t.ctx.db, t.ctx.config.dataDir)).toBeGreaterThanOrEqual(1);
    expect(await fs.readFile(path.join(privateRoot, photo), 'utf8')).toBe(photo);
    expect(await exists(path.join(publicRoot, photo))).toBe(false);
    expect(await fs.readFile(path.join(privateRoot, recording), 'utf8')).toBe(recording);
    expect(await exists(path.join(publicRoot, 'audio'))).toBe(false);
    // The avatar is no answer: it stays where the profile shows it.
    expect(await exists(path.join(publicRoot, avatar))).toBe(true);
    expect(await exists(path.join(privateRoot, avatar))).toBe(false);
    const { rows } = await t.database.pool.query('select images from learn_feedback where user_id = $1', [user.id]);
    expect(rows[0].images).toEqual([`/api/file/private/${photo}`, '/uploads/demo/homework/board.png']);
    // A viewer's signed link reads the moved file.
    const res = await t.app.inject({ method: 'GET', url: t.ctx.fileLinks.sign(`/api/file/private/${photo}`) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(photo);

    // Again: nothing left to do, nothing lost.
    expect(await moveAnswerFilesToPrivate(t.ctx.db, t.ctx.config.dataDir)).toBe(0);
    expect(await fs.readFile(path.join(privateRoot, photo), 'utf8')).toBe(photo);
    expect(await fs.readFile(path.join(privateRoot, recording), 'utf8')).toBe(recording);
  });
});
