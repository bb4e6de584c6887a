import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Every route's request and answer come from `packages/domain/src/contract` (the lint rule keeps zod out of
 * `*.routes.ts`); this checks the other half, that every operation declares them: each path parameter, and a
 * success answer with a schema. Exceptions write bytes of another format themselves, named here with the reason.
 */
const RAW_ANSWERS = new Map([
  ['POST /api/shop/pay/notify/{provider}', "the vendor's own ack (WeChat Pay JSON, Alipay text), status chosen by it"],
  ['POST /api/shop/pay/refund-notify/{provider}', "the vendor's own ack to a refund notification, as for payments"],
  ['GET /api/pay/dev/checkout', 'an HTML page with its own status (200, 400, 410)'],
  ['POST /api/pay/dev/checkout', 'a 303 redirect back to the shop, or an HTML page'],
  ['GET /api/auth/wechat/local-consent', 'the development WeChat consent page (HTML), or a 302 back to the site'],
]);

interface Operation {
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('declares every path parameter and a success answer schema on every operation', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const paths = res.json().paths as Record<string, Record<string, Operation>>;
  const missing: string[] = [];
  let operations = 0;
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const name = `${method.toUpperCase()} ${path}`;
      operations++;
      const declared = new Set((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name));
      for (const [, param] of path.matchAll(/\{([^}]+)\}/g))
        if (!declared.has(param!)) missing.push(`${name}: path parameter ${param}`);
      if (RAW_ANSWERS.has(name)) continue;
      const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2/.test(code));
      if (!success.some(([, r]) => Object.values(r.content ?? {}).some((c) => c.schema)))
        missing.push(`${name}: no success answer schema`);
    }
  }
  expect(missing).toEqual([]);
  expect(operations).toBeGreaterThan(80);
  // The exceptions are real operations, so a renamed route cannot leave a stale entry behind.
  for (const name of RAW_ANSWERS.keys()) {
    const [method, path] = name.split(' ');
    expect(paths[path!]?.[method!.toLowerCase()], name).toBeDefined();
  }
});
