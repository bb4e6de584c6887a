import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES, SERVER_MESSAGES, FILE_ERRORS } from '@salt/domain';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userFactory } from '../../test/factories';
import { api, bearer, passwordLogin, errorBodyOf } from '../../test/requests';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const user = await userFactory(t.ctx.db);
  headers = bearer((await passwordLogin(t.app, user.username, user.password)).access_token);
});
afterAll(() => t.close());

/** A real 2x2 PNG, built byte by byte (signature, IHDR, IDAT, IEND with CRCs). */
function tinyPng(seed = 0): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.from([0, seed, 0, 0, 255, 0, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const jpegBytes = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(200, 1),
  Buffer.from([0xff, 0xd9]),
]);

function multipart(filename: string, data: Buffer, contentType = 'image/png') {
  const boundary = '----salt' + Math.random().toString(16).slice(2);
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (filename: string, data: Buffer, h = headers, contentType?: string) => {
  const m = multipart(filename, data, contentType);
  return t.app.inject({
    method: 'POST',
    url: api(API_PATHS.fileUpload),
    payload: m.payload,
    headers: { ...h, ...m.headers },
  });
};

/** The first bytes of the recordings browsers make: webm (EBML, DocType webm), ogg with opus, mp4 audio. */
const recordings = {
  webm: Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04]),
    Buffer.from([0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
    Buffer.alloc(64),
  ]),
  ogg: (() => {
    const b = Buffer.alloc(64);
    b.write('OggS', 0);
    b.write('OpusHead', 28);
    return b;
  })(),
  m4a: (() => {
    const b = Buffer.alloc(64);
    b.writeUInt32BE(32, 0);
    b.write('ftypM4A ', 4);
    return b;
  })(),
};

describe('recording upload (oral exam answers)', () => {
  it.each(Object.entries(recordings))('stores %s under the uploader’s audio folder', async (ext, data) => {
    const res = await upload('recording.bin', data, headers, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    // A pupil's recording: the private store, answered as a short-lived signed link the recorder can play.
    const url: string = res.json().data.url;
    expect(url).toMatch(new RegExp(`^/api/file/private/audio/\\d+/[0-9a-f]{64}\\.${ext}\\?exp=\\d+&sig=[0-9a-f]{64}$`));
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    // Never on the public static path.
    const publicUrl = url.split('?')[0]!.replace('/api/file/private/', '/uploads/');
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
  });
});

describe('image upload', () => {
  it('stores an answer png privately and serves it back at the answered (signed) URL', async () => {
    const png = tinyPng(1);
    const res = await upload('image.png', png);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: MESSAGES.uploadOk });
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/api\/file\/private\/images\/\d+\/[0-9a-f]{64}\.png\?exp=\d+&sig=[0-9a-f]{64}$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
    const publicUrl = url.split('?')[0]!.replace('/api/file/private/', '/uploads/');
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).statusCode).toBe(404);
  });

  it('an avatar (?purpose=avatar) stays public; a recording is no avatar', async () => {
    const png = tinyPng(6);
    const m = multipart('image.png', png);
    const res = await t.app.inject({
      method: 'POST',
      url: `${api(API_PATHS.fileUpload)}?purpose=avatar`,
      payload: m.payload,
      headers: { ...headers, ...m.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.url;
    expect(url).toMatch(/^\/uploads\/images\/\d+\/[0-9a-f]{64}\.png$/);
    expect((await t.app.inject({ method: 'GET', url })).rawPayload.equals(png)).toBe(true);
    const audio = multipart('recording.webm', recordings.webm);
    const refused = await t.app.inject({
      method: 'POST',
      url: `${api(API_PATHS.fileUpload)}?purpose=avatar`,
      payload: audio.payload,
      headers: { ...headers, ...audio.headers },
    });
    expect(refused.json()).toEqual(errorBodyOf(FILE_ERRORS.uploadImageType));
  });

  it('decides the type by content: a jpeg named .png is stored as .jpg', async () => {
    const res = await upload('image.png', jpegBytes, headers, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url.split('?')[0]).toMatch(/\.jpg$/);
  });

  it('uploading the same bytes again answers the same URL', async () => {
    const png = tinyPng(2);
    const a = await upload('image.png', png);
    const b = await upload('image.png', png);
    expect(a.json().data.url.split('?')[0]).toBe(b.json().data.url.split('?')[0]);
  });

  it.each([
    ['text named .png', Buffer.from('hello, not an image at all')],
    ['gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
    ['html', Buffer.from('<html><script>alert(1)</script></html>')],
  ])('refuses %s with 上传图片格式错误', async (_name, data) => {
    const res = await upload('image.png', data);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorBodyOf(FILE_ERRORS.uploadImageType));
  });

  it('refuses files over 10 MB', async () => {
    const big = Buffer.concat([tinyPng(3), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload('image.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe(SERVER_MESSAGES.uploadTooLarge);
  });

  it('refuses an empty file, a non-multipart body and a missing login', async () => {
    expect((await upload('image.png', Buffer.alloc(0))).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.fileUpload),
      headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe(SERVER_MESSAGES.uploadMissing);
    const anon = await upload('image.png', tinyPng(4), {});
    expect(anon.statusCode).toBe(401);
  });

  it('a hostile file name does not matter: the server names the file', async () => {
    const res = await upload('../../../etc/passwd.png', tinyPng(5));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.url).not.toContain('..');
  });
});
