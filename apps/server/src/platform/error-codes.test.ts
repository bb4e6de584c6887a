import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ERRORS,
  API_PATHS,
  AUTH_ERRORS,
  GENERIC_ERRORS,
  ORDER_ERRORS,
  SERVER_MESSAGES,
  errorEnvelopeSchema,
} from '@salt/domain';
import { createTestApp, type TestApp } from '../test/test-app';
import { sessionFor, userFactory } from '../test/factories';
import { api, errorBodyOf, form } from '../test/requests';
import { answerFrameworkError, registerErrorHandler } from './error-handler';
import {
  AppError,
  appError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  refreshRejected,
  tooManyRequests,
  unauthorized,
} from './errors';

/** Each generic helper with no argument, as code written elsewhere calls them, and the ways a route can fail. */
const bare = Fastify({ frameworkErrors: answerFrameworkError });
const THROWERS: Record<string, () => never> = {
  badRequest: () => {
    throw badRequest();
  },
  unauthorized: () => {
    throw unauthorized();
  },
  forbidden: () => {
    throw forbidden();
  },
  notFound: () => {
    throw notFound();
  },
  conflict: () => {
    throw conflict();
  },
  tooManyRequests: () => {
    throw tooManyRequests();
  },
  refreshRejected: () => {
    throw refreshRejected();
  },
  crash: () => {
    throw new Error('database went away');
  },
  legacy: () => {
    throw new AppError(403, '旧写法的错误');
  },
  specific: () => {
    throw appError(ORDER_ERRORS.repeatBuy, { skuId: 7 });
  },
};

beforeAll(async () => {
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(bare);
  const r = bare.withTypeProvider<ZodTypeProvider>();
  r.get('/throw/:kind', { schema: { params: z.object({ kind: z.string() }) } }, async (request) =>
    THROWERS[request.params.kind]!(),
  );
  r.post(
    '/form',
    {
      schema: {
        body: z.object({
          mobile: z.string().regex(/^1\d{10}$/, { error: ACCOUNT_ERRORS.mobileInvalid.msg }),
          when: z.string().regex(/^\d{4}$/, { error: '年份格式错误' }),
          n: z.number().optional(),
        }),
      },
    },
    async () => ({ code: 0, msg: null, data: null }),
  );
  await bare.ready();
});
afterAll(() => bare.close());

const thrown = (kind: string) => bare.inject({ method: 'GET', url: `/throw/${kind}` });

describe('the error envelope carries errorCode', () => {
  it.each([
    ['badRequest', GENERIC_ERRORS.badRequest],
    ['unauthorized', GENERIC_ERRORS.unauthorized],
    ['forbidden', GENERIC_ERRORS.forbidden],
    ['notFound', GENERIC_ERRORS.notFound],
    ['conflict', GENERIC_ERRORS.conflict],
    ['tooManyRequests', GENERIC_ERRORS.tooManyRequests],
    ['refreshRejected', GENERIC_ERRORS.refreshInvalid],
    ['crash', GENERIC_ERRORS.internal],
  ])('%s() with no argument answers its generic code', async (kind, entry) => {
    const res = await thrown(kind);
    expect(res.statusCode).toBe(entry.status);
    expect(res.json()).toEqual(errorBodyOf(entry));
  });

  it('a specific failure answers its own code, message, status and data', async () => {
    const res = await thrown('specific');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 1,
      msg: '您已购买过该班级，请勿重复购买',
      data: { skuId: 7 },
      errorCode: 'ORDER_SEAT_TAKEN',
    });
    expect(errorEnvelopeSchema.parse(res.json()).errorCode).toBe('ORDER_SEAT_TAKEN');
  });

  it('an AppError built without a code answers the generic code of its status', async () => {
    const res = await thrown('legacy');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 1, msg: '旧写法的错误', data: null, errorCode: 'FORBIDDEN' });
  });

  it('schema failures: a catalogue message names its entry, any other is VALIDATION_FAILED with its text', async () => {
    const post = (payload: Record<string, unknown>) => bare.inject({ method: 'POST', url: '/form', payload });
    expect((await post({ mobile: 'x', when: '2024' })).json()).toEqual(errorBodyOf(ACCOUNT_ERRORS.mobileInvalid));
    expect((await post({ mobile: '13800000000', when: 'x' })).json()).toEqual({
      code: 1,
      msg: '年份格式错误',
      data: null,
      errorCode: 'VALIDATION_FAILED',
    });
    const english = await post({ mobile: '13800000000', when: '2024', n: 'x' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual(errorBodyOf(GENERIC_ERRORS.badRequest));
  });

  it('framework errors (broken JSON, wrong content type, oversize body) answer generic codes', async () => {
    const broken = await bare.inject({
      method: 'POST',
      url: '/form',
      payload: '{"mobile":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 1, errorCode: 'VALIDATION_FAILED', msg: SERVER_MESSAGES.badRequest });
    const wrongType = await bare.inject({
      method: 'POST',
      url: '/form',
      payload: 'x',
      headers: { 'content-type': 'application/x-unknown' },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual(errorBodyOf(GENERIC_ERRORS.unsupportedMediaType));
  });
});

describe('through the whole app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('401 without a token, a bad token, and a specific 400 on the token endpoint', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: api(API_PATHS.userInfo) });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorBodyOf(GENERIC_ERRORS.unauthorized));
    const badToken = await t.app.inject({
      method: 'GET',
      url: api(API_PATHS.userInfo),
      headers: { authorization: 'Bearer not-a-jwt' },
    });
    expect(badToken.json()).toEqual(errorBodyOf(AUTH_ERRORS.tokenInvalid));
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.oauthToken),
      ...form({ grant_type: 'password', username: 'nobody_here', password: 'x1y2z3' }),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(errorBodyOf(AUTH_ERRORS.badCredentials));
  });

  it("403 for a pupil on a staff route, 404 for an unknown route and for someone else's order", async () => {
    const pupil = await sessionFor(t.ctx, await userFactory(t.ctx.db));
    const ship = await t.app.inject({
      method: 'POST',
      url: api(API_PATHS.orderShip),
      headers: pupil,
      payload: { orderId: 1, expressCompany: '顺丰', trackingNo: 'SF12345678' },
    });
    expect(ship.statusCode).toBe(403);
    expect(ship.json()).toEqual(errorBodyOf(GENERIC_ERRORS.forbidden));
    const unknown = await t.app.inject({ method: 'GET', url: api('/no/such/route') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(errorBodyOf(GENERIC_ERRORS.notFound));
    const order = await t.app.inject({ method: 'GET', url: api('/shop/order/1999999999'), headers: pupil });
    expect(order.statusCode).toBe(404);
    expect(order.json()).toEqual(errorBodyOf(ORDER_ERRORS.orderNotFound));
  });

  it('the OpenAPI document gives enveloped operations the error envelope with every errorCode', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const userInfo = doc.paths['/api/admin/user/info']!.get!.responses;
    const schema = JSON.stringify(userInfo.default);
    expect(schema).toContain('errorCode');
    expect(schema).toContain('ORDER_SEAT_TAKEN');
    expect(schema).toContain('QUIZ_NOT_BOUND');
  });
});
