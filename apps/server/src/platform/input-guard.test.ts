import { errorBodyOf } from '../test/requests';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, GENERIC_ERRORS } from '@salt/domain';
import { answerFrameworkError, registerErrorHandler } from './error-handler';
import { registerInputGuard } from './input-guard';

/** A route written the careless way (bare strings, an unknown field), as a later one might be. */
const app = Fastify({ frameworkErrors: answerFrameworkError });
const seen: unknown[] = [];

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/careless/:name', {
    schema: {
      params: z.object({ name: z.string() }),
      querystring: z.object({ q: z.string().optional() }),
      body: z.object({ text: z.string(), extra: z.unknown() }),
    },
    handler: async (request) => {
      seen.push(request.body);
      return { code: 0, msg: null, data: null };
    },
  });
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    scope.post('/raw', async (request) => ({ length: (request.body as string).length }));
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('input guard', () => {
  it('refuses a NUL in the params, query or body that a schema let through', async () => {
    for (const res of [
      await post('/careless/a%00b', { text: 'x' }),
      await post('/careless/a?q=%00', { text: 'x' }),
      await post('/careless/a', { text: 'a\u0000b' }),
      await post('/careless/a', { text: 'x', extra: { deep: ['\u0000'] } }),
      await post('/careless/a', { text: 'x', extra: { ['k\u0000']: 1 } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorBodyOf(GENERIC_ERRORS.badRequest));
    }
    expect(seen).toEqual([]);
  });

  it('refuses input nested absurdly deep before anything walks it', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const res = await app.inject({
      method: 'POST',
      url: '/careless/a',
      headers: { 'content-type': 'application/json' },
      payload: `{"text":"x","extra":${deep}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(SERVER_MESSAGES.badRequest);
  });

  it('lets ordinary input and raw bodies through', async () => {
    expect((await post('/careless/a?q=1', { text: '第一行\n第二行', extra: [1, { a: 'b' }] })).statusCode).toBe(200);
    const raw = await app.inject({ method: 'POST', url: '/raw', payload: Buffer.from([0x7b, 0x00, 0x7d]) });
    expect(raw.json()).toEqual({ length: 3 });
  });

  it('answers malformed URLs and overlong path parameters with the envelope', async () => {
    const bad = await app.inject({ method: 'POST', url: '/careless/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual(errorBodyOf(GENERIC_ERRORS.badRequest));
    const long = await app.inject({ method: 'POST', url: `/careless/${'x'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 1, msg: '请求地址过长', data: null, errorCode: 'URI_TOO_LONG' });
  });
});
