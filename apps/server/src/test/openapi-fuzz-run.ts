import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS, isErrorCode } from '@salt/domain';
import { createTestApp, type TestApp } from './test-app';
import { userFactory } from './factories';
import { BASIC, api, bearer, passwordLogin } from './requests';
import {
  BAD_AUTH_HEADERS,
  BAD_VALUES,
  bodyCases,
  edgeValuesOf,
  sampleOf,
  schemaAt,
  slotsOf,
  spliceJson,
  type JsonSchema,
  type OpenApiOperation,
} from './openapi-fuzz-cases';
import { liveClassFactory, enrol } from './live-factories';
import { homeworkQuizFactory } from './homework-factories';
import { addressFactory, couponFactory, skuFactory } from './shop-factories';
import { placeOrder } from './shop-requests';
import { examPermissionFixture } from './exam-permission-fixture';
import { qbFactory } from './qb-factories';
import { redeemBatches } from '../db/schema';

/**
 * Fuzzes every operation of the OpenAPI document with bad input, anonymously and as a logged-in student (the
 * token endpoints get the web client's Basic header instead): every parameter and body field gets a fixed list of
 * bad values (wrong types, empty, huge numbers, NUL and control characters, long strings, deep nesting, the
 * schema's own edges), every body-taking operation bad whole bodies (broken JSON, 10,000 levels of nesting, over
 * bodyLimit, wrong content types, binary), every operation malformed Authorization headers. No answer may be a
 * 5xx (except the spec's account lock), and every 4xx must be the `{code: 1, msg, data: null, errorCode}` envelope with a
 * Chinese message. No randomness but a seeded byte generator: every run sends the same requests.
 *
 * The operations are split into shards (test files `modules/system/openapi-fuzz-<k>.test.ts`) so the test workers
 * run them side by side: shard k of n takes every n-th operation of the sorted `METHOD path` list from the k-th,
 * each shard with its own app and fixtures, its operations in the document's order as before. Every shard also
 * checks that the shards together take every operation of the document exactly once.
 */

const BODY_LIMIT = 1024 * 1024;
const ACCOUNT_LOCKED = '账号已被锁定';

/** Operations whose error answers are not the envelope: the vendors' ack formats and an HTML page. */
const OTHER_FORMATS = new Set([
  'POST /api/shop/pay/notify/{provider}',
  'GET /api/pay/dev/checkout',
  'POST /api/pay/dev/checkout',
]);

interface Probe {
  label: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface Failure {
  op: string;
  who: string;
  label: string;
  status: number;
  body: string;
}

/** The student's world a shard's probes reach into, made by `setUp`. */
interface World {
  t: TestApp;
  student: { username: string; password: string };
  studentToken: string;
  /** Values for fields by name (`byPath` for a path's own `id`): rows of the student's world, so requests go deep. */
  known: Record<string, unknown>;
  knownByPath: Record<string, Record<string, unknown>>;
}

type OpenApiDoc = {
  paths: Record<string, Record<string, OpenApiOperation & { security?: Record<string, unknown>[] }>>;
};

async function openApiDocOf(t: TestApp): Promise<OpenApiDoc> {
  return (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
}

/** `METHOD path` of every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDoc): string[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((lower) => `${lower.toUpperCase()} ${path}`),
  );
}

/** Shard `shard` (1-based) of `shards`: the operations at sorted index i with i % shards === shard - 1. */
export function shardOfOperations(operations: readonly string[], shard: number, shards: number): Set<string> {
  return new Set([...operations].sort().filter((_, i) => i % shards === shard - 1));
}

async function setUp(): Promise<World> {
  // Limits far above what the run sends (fuzz requests also come from addresses of their own, below), so a 429
  // can neither hide a 500 nor fail a request.
  const t = await createTestApp({ config: { rateLimitMax: 10_000_000, authRateLimitMax: 10_000_000 } });
  const db = t.ctx.db;
  const user = await userFactory(db);
  const student = { username: user.username, password: user.password };
  const studentToken = (await passwordLogin(t.app, student.username, student.password)).access_token;
  // An enrolled class with a live session and its homework, a course on sale, a coupon, an address, an order.
  const cls = await liveClassFactory(db);
  await enrol(db, user.id, cls.offering.id);
  const chapterId = cls.chapters[1]!.id;
  const homework = await homeworkQuizFactory(db, chapterId);
  const { sku, spu } = await skuFactory(db);
  const coupon = await couponFactory(db, user.id);
  const address = await addressFactory(db, user.id);
  const quiz = await t.app.inject({
    method: 'GET',
    url: api(`${API_PATHS.homeworkByChapter}?chapterId=${chapterId}`),
    headers: bearer(studentToken),
  });
  const { order } = await placeOrder(t.app, bearer(studentToken), { items: [{ skuId: sku.id }] });
  // Exams of the class: open attempts to answer and time, committed ones to read (the fuzz reaches the services).
  const exam = await examPermissionFixture(db, t.app, cls.offering.id, { id: user.id, headers: bearer(studentToken) });
  const sessionPath = (rest: string) => `/api/em/quiz/session/{id}${rest}`;
  // Question bank: a listening passage to check by its parts, and a question in the student's notebook.
  const qb = await qbFactory(db);
  const [part] = qb.combined.parts;
  await t.app.inject({
    method: 'POST',
    url: api(`/qb/question/${qb.single.id}/check`),
    headers: bearer(studentToken),
    payload: { answer: String(qb.single.wrong) },
  });
  const known = {
    chapterId,
    quizId: homework.quizId,
    questionId: homework.blanks[0]!.id,
    quizAnswerId: quiz.json().data.quizAnswer.quizAnswerId,
    skuId: sku.id,
    spuId: spu.id,
    templateId: coupon.templateId,
    couponUserId: coupon.couponUserId,
    addressId: address.id,
    orderId: order.id,
    teacherIds: String(cls.teacher.id),
    tutorIds: String(cls.tutor.id),
    // Present (so they are fuzzed) but absent from the baseline, which would otherwise name a missing group.
    groupId: undefined,
    startGroup: undefined,
  };
  // 营销: a batch of redeem codes of the coupon's template (the console paths answer the student 403 either way).
  const [batch] = await db
    .insert(redeemBatches)
    .values({ templateId: coupon.templateId, count: 1, createdBy: user.id })
    .returning();
  const knownByPath: Record<string, Record<string, unknown>> = {
    '/api/console/coupon/{id}': { id: coupon.templateId },
    '/api/console/coupon/{id}/issue': { id: coupon.templateId },
    '/api/console/coupon/{id}/batches': { id: coupon.templateId },
    '/api/console/coupon/batch/{id}/export': { id: batch!.id },
    '/api/learn/offering/{id}': { id: cls.offering.id },
    '/api/shop/spu/public/detail/{id}': { id: spu.id },
    '/api/shop/spu/public/cover/{id}': { id: spu.id },
    '/api/shop/teacher/public/detail/{id}': { id: cls.teacher.id },
    '/api/shop/address': { id: address.id },
    '/api/shop/address/{id}': { id: address.id },
    '/api/admin/user/{id}': { id: user.id },
    '/api/console/teacher/{id}': { id: cls.teacher.id },
    '/api/console/teacher/{id}/visible': { id: cls.teacher.id },
    '/api/shop/order/{id}': { id: order.id },
    [sessionPath('/answer')]: { id: exam.open, questionId: exam.paper.fill.id },
    [sessionPath('/time')]: { id: exam.open },
    [sessionPath('/play')]: { id: exam.open, questionId: exam.paper.listening.id },
    [sessionPath('/commit')]: { id: exam.toCommit },
    [sessionPath('/report')]: { id: exam.committed },
    [sessionPath('/analysis')]: { id: exam.committed },
    [sessionPath('/mark')]: { id: exam.committed, questionId: exam.paper.oral.id },
    [sessionPath('/extra-time')]: { id: exam.toExtend },
    [sessionPath('/reopen')]: { id: exam.toReopen },
    '/api/em/quiz/session': { examId: exam.examId },
    '/api/qb/question/{id}/check': { id: qb.combined.id, questionId: part!.id, answer: String(part!.right) },
    '/api/qb/wrong/{id}': { id: qb.single.id },
    '/api/qb/knowledge-point/list': { subject: qb.subject, grade: qb.grade },
    '/api/qb/question/page': { subject: qb.subject, grade: qb.grade },
  };
  return { t, student, studentToken, known, knownByPath };
}

function urlOf(path: string, pathValues: Record<string, string>, query: [string, string][]) {
  const p = path.replace(/\{([^}]+)\}/g, (_, name: string) => pathValues[name] ?? '');
  return query.length ? `${p}?${query.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&')}` : p;
}

/** Every request sent to one operation for one identity. */
function probesOf(
  world: World,
  path: string,
  method: string,
  op: OpenApiOperation,
  auth: Record<string, string>,
): Probe[] {
  const params = op.parameters ?? [];
  const names = { ...world.known, ...world.knownByPath[path] };
  const sample = (schema: JsonSchema | undefined, name: string) => String(sampleOf(schema, names, name));
  const pathValues = Object.fromEntries(
    params.filter((p) => p.in === 'path').map((p) => [p.name, encodeURIComponent(sample(p.schema, p.name))]),
  );
  const query: [string, string][] = params
    .filter((p) => p.in === 'query')
    .map((p) => [p.name, encodeURIComponent(sample(p.schema, p.name))]);
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  const body = jsonSchema ? sampleOf(jsonSchema, names) : undefined;
  const jsonHeaders = { ...auth, 'content-type': 'application/json' };
  const base = (label: string, url: string): Probe =>
    body === undefined
      ? { label, url, headers: auth }
      : { label, url, headers: jsonHeaders, payload: JSON.stringify(body) };

  const probes: Probe[] = [base('baseline', urlOf(path, pathValues, query))];
  for (const name of Object.keys(pathValues)) {
    for (const bad of BAD_VALUES) {
      if (bad.url === null) continue;
      probes.push(base(`path ${name}=${bad.label}`, urlOf(path, { ...pathValues, [name]: bad.url }, query)));
    }
  }
  query.forEach(([name, value], i) => {
    const without = query.filter((_, j) => j !== i);
    probes.push(base(`query ${name} omitted`, urlOf(path, pathValues, without)));
    probes.push(base(`query ${name} repeated`, urlOf(path, pathValues, [...query, [name, value]])));
    const schema = params.find((p) => p.in === 'query' && p.name === name)?.schema;
    for (const bad of [...BAD_VALUES, ...edgeValuesOf(schema)]) {
      if (bad.url === null) continue;
      const q = query.map(([k, v], j): [string, string] => [k, j === i ? bad.url! : v]);
      probes.push(base(`query ${name}=${bad.label}`, urlOf(path, pathValues, q)));
    }
  });
  const url = urlOf(path, pathValues, query);
  if (body !== undefined) {
    for (const slot of slotsOf(body)) {
      for (const bad of [...BAD_VALUES, ...edgeValuesOf(schemaAt(jsonSchema, slot))]) {
        if (bad.json === null) continue;
        probes.push({
          label: `body ${slot.join('.')}=${bad.label}`,
          url,
          headers: jsonHeaders,
          payload: spliceJson(body, slot, bad.json),
        });
      }
    }
  }
  if (method !== 'GET' && method !== 'HEAD') {
    for (const c of bodyCases(body, BODY_LIMIT)) {
      const headers: Record<string, string> = c.contentType ? { ...auth, 'content-type': c.contentType } : auth;
      probes.push({ label: `body ${c.label}`, url, headers, payload: c.payload });
    }
  }
  return probes;
}

/** Whether a visitor's baseline request is refused as unauthenticated (401 with the envelope). */
async function refusesVisitors(world: World, method: string, baseline: Probe): Promise<boolean> {
  const res = await world.t.app.inject({
    method: method as 'GET',
    url: baseline.url,
    headers: baseline.headers,
    ...(baseline.payload !== undefined ? { payload: baseline.payload } : {}),
  });
  return res.statusCode === 401;
}

function jsonOf(text: string): { code?: unknown; msg?: unknown; data?: unknown; errorCode?: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

function check(op: string, who: string, probe: Probe, status: number, text: string, failures: Failure[]) {
  const fail = () => failures.push({ op, who, label: probe.label, status, body: text.slice(0, 160) });
  const json = jsonOf(text);
  if (status >= 500) {
    if (!(status === 500 && json?.msg === ACCOUNT_LOCKED && json.errorCode === 'AUTH_ACCOUNT_LOCKED')) fail();
    return;
  }
  if (status < 400 || OTHER_FORMATS.has(op)) return;
  const envelope =
    json !== null &&
    json.code === 1 &&
    typeof json.msg === 'string' &&
    /[\u4e00-\u9fff]/.test(json.msg) &&
    json.data === null &&
    isErrorCode(json.errorCode);
  if (!envelope) fail();
}

/** Defines shard `shard` of `shards` of the fuzz in the calling test file: its set-up, the fuzz, the partition check. */
export function defineOpenApiFuzzShard(shard: number, shards: number) {
  let world: World | undefined;
  beforeAll(async () => {
    world = await setUp();
  }, 120_000);
  afterAll(() => world?.t.close());

  it(`answers no 5xx and only Chinese envelopes to bad input on every OpenAPI operation (shard ${shard} of ${shards})`, async () => {
    const w = world!;
    const started = Date.now();
    const doc = await openApiDocOf(w.t);
    const mine = shardOfOperations(operationsOf(doc), shard, shards);
    const failures: Failure[] = [];
    let operations = 0;
    let requests = 0;
    const send = async (op: string, who: string, method: string, probe: Probe) => {
      requests += 1;
      const res = await w.t.app.inject({
        method: method as 'GET',
        url: probe.url,
        headers: probe.headers,
        // Each request from an address of its own: no rate limit (global, per route or per address) can turn the
        // rest of an operation's mutations into 429s, which would pass without testing anything.
        remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
      });
      check(op, who, probe, res.statusCode, res.body, failures);
    };

    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [lower, op] of Object.entries(methods)) {
        const method = lower.toUpperCase();
        const name = `${method} ${path}`;
        if (!mine.has(name)) continue;
        operations += 1;
        const basic = op.security?.some((s) => 'basicClient' in s) ?? false;
        for (const who of ['anonymous', 'student'] as const) {
          const auth: Record<string, string> =
            who === 'anonymous' ? {} : basic ? { authorization: BASIC } : bearer(w.studentToken);
          let probes = probesOf(w, path, method, op, auth);
          if (who === 'anonymous' && !basic && (await refusesVisitors(w, method, probes[0]!))) {
            // The route's onRequest hook answers a visitor 401 before the body is read or the input validated, so
            // every mutation would get that same 401: the student's run covers validation and handler. A visitor
            // still sends the whole-body cases (parser edges) and one bad value per slot, in case a route checks
            // its caller after validation.
            probes = probes.filter(
              (p, i) =>
                i === 0 || (p.label.startsWith('body ') && !p.label.includes('=')) || /=(NUL|empty)$/.test(p.label),
            );
          }
          for (const probe of probes) await send(name, who, method, probe);
        }
        const [baseline] = probesOf(w, path, method, op, {});
        for (const h of BAD_AUTH_HEADERS) {
          const headers = { ...baseline!.headers, authorization: h.value };
          await send(name, 'bad auth', method, { ...baseline!, label: `auth ${h.label}`, headers });
        }
        // Logout (and anything else that ends the session) must not blind the rest of the run.
        const me = await w.t.app.inject({
          method: 'GET',
          url: api(API_PATHS.userInfo),
          headers: bearer(w.studentToken),
        });
        if (me.statusCode === 401)
          w.studentToken = (await passwordLogin(w.t.app, w.student.username, w.student.password)).access_token;
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `openapi fuzz shard ${shard}/${shards}: ${operations} operations, ${requests} requests, ${failures.length} failures, ${seconds} s`,
    );
    const summary = failures.map((f) => `${f.op} [${f.who}] ${f.label} -> ${f.status} ${f.body}`);
    expect(operations).toBeGreaterThan(0);
    expect(summary).toEqual([]);
  }, 300_000);

  it('the shards together take every operation of the document exactly once', async () => {
    const all = operationsOf(await openApiDocOf(world!.t));
    expect(all.length).toBeGreaterThanOrEqual(85);
    const shardsOf = Array.from({ length: shards }, (_, k) => shardOfOperations(all, k + 1, shards));
    for (const s of shardsOf) expect(s.size).toBeGreaterThan(0);
    const taken = shardsOf.flatMap((s) => [...s]);
    expect(taken.length).toBe(all.length);
    expect(new Set(taken)).toEqual(new Set(all));
  });
}
