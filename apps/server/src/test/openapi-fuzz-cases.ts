/**
 * Request mutations for the OpenAPI fuzz test: a valid-looking baseline per operation, built from the
 * document's own JSON schemas, and a fixed list of bad values for every parameter and body field plus bad
 * whole bodies and headers. Everything is a fixed list or comes from a seeded generator, so every run sends
 * the very same requests.
 */

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** One bad value: `json` is spliced into JSON bodies, `url` (already encoded) into paths and query strings. */
export interface BadValue {
  label: string;
  json: string | null;
  url: string | null;
}

const enc = (s: string) => encodeURIComponent(s);
const v = (label: string, json: string | null, text: string | null): BadValue => ({
  label,
  json,
  url: text === null ? null : enc(text),
});

export const DEEP_ARRAYS = '['.repeat(10_000) + ']'.repeat(10_000);
export const DEEP_OBJECTS = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
const LONG = 'x'.repeat(10_000);
const LONG_CJK = '中'.repeat(3_000);

export const BAD_VALUES: BadValue[] = [
  v('null', 'null', 'null'),
  v('true', 'true', 'true'),
  v('object', '{}', '{}'),
  v('array', '[]', '[]'),
  v('nested array', '[[1],{"a":[2]}]', null),
  v('empty', '""', ''),
  v('blank', '" "', ' '),
  v('zero', '0', '0'),
  v('-1', '-1', '-1'),
  v('1.5', '1.5', '1.5'),
  v('2^31', '2147483648', '2147483648'),
  v('2^53+1', '9007199254740993', '9007199254740993'),
  v('1e308', '1e308', '1e308'),
  v('-1e308', '-1e308', '-1e308'),
  v('1e400 (Infinity)', '1e400', '1e400'),
  v('30 digits', '123456789012345678901234567890', '123456789012345678901234567890'),
  v('"2^31"', '"2147483648"', null),
  v('"-1"', '"-1"', null),
  v('"NaN"', '"NaN"', 'NaN'),
  v('"Infinity"', '"Infinity"', 'Infinity'),
  v('hex', '"0x10"', '0x10'),
  v('NUL', '"a\\u0000b"', 'a\u0000b'),
  v('only NUL', '"\\u0000"', '\u0000'),
  v('NUL digits', '"1\\u0000"', '1\u0000'),
  v('control chars', '"a\\u0001\\u0008\\u001b\\u007fb"', 'a\u0001\u0008\u001b\u007fb'),
  { label: 'lone surrogate', json: '"\\ud800"', url: '%ED%A0%80' },
  { label: 'bad percent', json: null, url: '%E0%A4%A' },
  v('zero width', '"\\u200b\\ufeff"', '\u200b\ufeff'),
  v('long', JSON.stringify(LONG), LONG),
  v('long CJK', JSON.stringify(LONG_CJK), LONG_CJK),
  v('emoji', '"😀"', '😀'),
  v('path traversal', '"../../../etc/passwd"', '../../../etc/passwd'),
  v('sql', `"' OR 1=1 --"`, `' OR 1=1 --`),
  v('deep arrays', DEEP_ARRAYS, null),
];

/** The schema of the value at `slot` (object properties, array items; the first branch of a union). */
export function schemaAt(schema: JsonSchema | undefined, slot: (string | number)[]): JsonSchema | undefined {
  let node = schema;
  for (const key of slot) {
    node = node?.anyOf?.[0] ?? node?.oneOf?.[0] ?? node;
    node = typeof key === 'number' ? node?.items : node?.properties?.[key];
  }
  return node?.anyOf?.[0] ?? node?.oneOf?.[0] ?? node;
}

/**
 * Values on the schema's own edges: a string of exactly maxLength (Latin and CJK), the largest and smallest
 * numbers it allows. They pass validation, so they find a column narrower than its schema (a database error).
 */
export function edgeValuesOf(schema: JsonSchema | undefined): BadValue[] {
  const out: BadValue[] = [];
  if (schema?.maxLength !== undefined && schema.maxLength <= 100_000) {
    out.push(
      v(`maxLength ${schema.maxLength}`, JSON.stringify('x'.repeat(schema.maxLength)), 'x'.repeat(schema.maxLength)),
    );
    out.push(
      v(
        `maxLength ${schema.maxLength} CJK`,
        JSON.stringify('中'.repeat(schema.maxLength)),
        '中'.repeat(schema.maxLength),
      ),
    );
  }
  for (const bound of [schema?.maximum, schema?.minimum]) {
    if (typeof bound === 'number' && Number.isFinite(bound))
      out.push(v(`bound ${bound}`, String(bound), String(bound)));
  }
  return out;
}

/** Strings tried, in order, for a string with a pattern; the first that matches is used. */
const PATTERN_SAMPLES = [
  '1',
  'A',
  'abc',
  '123456',
  '13900000001',
  'Passw0rd1',
  'pv',
  '/uploads/images/1/a.png',
  '2024-01-01',
];

/**
 * A valid-looking value for a schema (the first enum member, the minimum, a matching string...); a field whose
 * name is in `known` takes that value (ids of rows the test made), so requests get past "not found".
 */
export function sampleOf(schema: JsonSchema | undefined, known: Record<string, unknown> = {}, name?: string): unknown {
  if (name !== undefined && name in known) return known[name];
  if (!schema) return 'a';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (branch) return sampleOf(branch, known);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleOf(schema.items, known));
    case 'object':
    case undefined: {
      if (!schema.properties) return type === 'object' ? {} : 'a';
      return Object.fromEntries(Object.entries(schema.properties).map(([k, s]) => [k, sampleOf(s, known, k)]));
    }
    default: {
      if (schema.pattern) {
        const re = new RegExp(schema.pattern);
        const hit = PATTERN_SAMPLES.find((s) => re.test(s));
        if (hit) return hit;
      }
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    }
  }
}

/** Every place in a JSON value a bad value can go: each object property and each array's first element. */
export function slotsOf(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [];
  if (Array.isArray(value) && value.length > 0) {
    out.push([...at, 0], ...slotsOf(value[0], [...at, 0]));
  } else if (value && typeof value === 'object') {
    for (const [k, child] of Object.entries(value)) out.push([...at, k], ...slotsOf(child, [...at, k]));
  }
  return out;
}

const MARK = '__fuzz_mark__';

/** The JSON text of `base` with the value at `slot` replaced by raw JSON text. */
export function spliceJson(base: unknown, slot: (string | number)[], json: string): string {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of slot.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[slot[slot.length - 1]!] = MARK;
  return JSON.stringify(copy).replace(`"${MARK}"`, () => json);
}

/** Seeded PRNG (mulberry32): the same bytes on every run. */
export function seededBytes(seed: number, length: number): Buffer {
  let a = seed >>> 0;
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
  }
  return out;
}

export interface BodyCase {
  label: string;
  contentType: string | null;
  payload: string | Buffer;
}

/** Bad whole bodies: broken JSON, deep nesting, oversize, wrong content types, binary bytes. */
export function bodyCases(baseline: unknown, bodyLimit: number): BodyCase[] {
  const json = 'application/json';
  const binary = seededBytes(0x5a17, 2048);
  const baseText = JSON.stringify(baseline ?? {});
  const form = new URLSearchParams(
    Object.entries(baseline && typeof baseline === 'object' && !Array.isArray(baseline) ? baseline : { a: 1 }).map(
      ([k, val]) => [k, typeof val === 'string' ? val : JSON.stringify(val)],
    ),
  );
  const nulForm = new URLSearchParams([...form.keys(), 'token'].map((k) => [k, 'a\u0000b']));
  return [
    { label: 'empty json', contentType: json, payload: '' },
    { label: 'json null', contentType: json, payload: 'null' },
    { label: 'json object', contentType: json, payload: '{}' },
    { label: 'json array', contentType: json, payload: '[]' },
    { label: 'json string', contentType: json, payload: '"x"' },
    { label: 'json 1e400', contentType: json, payload: '1e400' },
    { label: 'broken json', contentType: json, payload: '{"a":' },
    { label: 'trailing garbage', contentType: json, payload: `${baseText}}` },
    { label: 'raw NUL json', contentType: json, payload: '\u0000' },
    { label: 'deep arrays', contentType: json, payload: DEEP_ARRAYS },
    { label: 'deep objects', contentType: json, payload: DEEP_OBJECTS },
    { label: '__proto__', contentType: json, payload: '{"__proto__":{"polluted":1}}' },
    { label: 'constructor.prototype', contentType: json, payload: '{"constructor":{"prototype":{"x":1}}}' },
    { label: 'oversize json', contentType: json, payload: JSON.stringify({ a: 'x'.repeat(bodyLimit + 1024) }) },
    { label: 'json as text/plain', contentType: 'text/plain', payload: baseText },
    { label: 'xml', contentType: 'application/xml', payload: '<a>1</a>' },
    { label: 'json utf-16', contentType: 'application/json; charset=utf-16', payload: baseText },
    { label: 'multipart no boundary', contentType: 'multipart/form-data', payload: 'x' },
    { label: 'multipart garbage', contentType: 'multipart/form-data; boundary=zz', payload: binary },
    { label: 'form', contentType: 'application/x-www-form-urlencoded', payload: form.toString() },
    { label: 'form NUL', contentType: 'application/x-www-form-urlencoded', payload: nulForm.toString() },
    { label: 'form oversize', contentType: 'application/x-www-form-urlencoded', payload: `a=${'x'.repeat(70_000)}` },
    { label: 'binary json', contentType: json, payload: binary },
    { label: 'binary octet-stream', contentType: 'application/octet-stream', payload: binary },
    { label: 'binary no type', contentType: null, payload: binary },
    { label: 'binary text', contentType: 'text/plain', payload: binary },
  ];
}

/** Authorization headers that are malformed in different ways. */
export const BAD_AUTH_HEADERS: { label: string; value: string }[] = [
  { label: 'bearer garbage', value: 'Bearer abc.def.ghi' },
  { label: 'bearer long', value: `Bearer ${'a'.repeat(10_000)}` },
  { label: 'bearer empty', value: 'Bearer ' },
  { label: 'basic garbage', value: 'Basic !!!' },
  { label: 'basic NUL', value: `Basic ${Buffer.from('web:w\u0000eb').toString('base64')}` },
  { label: 'unknown scheme', value: 'Digest x' },
];
