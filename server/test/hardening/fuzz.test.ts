import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, DEMO, login } from '../helpers/login';
import { useTestApp } from '../helpers/test-app';
import { multipart } from '../routes/customs/customs-upload';
import { ROUTE_ACCESS } from './route-access';

/**
 * Every route of the OpenAPI document fuzzed from its own schema (issue 16): values that mostly fit, with
 * wrong types, missing and extra fields, huge strings and numbers, unicode and RTL marks, SQL and HTML
 * injection and path traversal mixed in. No answer may be a 5xx, and every 4xx carries a `message`.
 * FUZZ_RUNS (default 12) bounds the runs per route; FUZZ_SEED replays a failure.
 */

type Schema = {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};

interface Operation {
  parameters?: { in: 'query' | 'path'; name: string; schema: Schema; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const RTL = '\u202e\u200f\u061c\u2067';
const NASTY_TEXT = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)--',
  '") OR 1=1 --',
  "%' AND 1=0 UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '/dev/null',
  `${RTL}gnp.exe`,
  'කොළඹ மாநகர சபை',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🇱🇰',
  '\ud800',
  '\udfff abc',
  '\u0000',
  '\u200b\u200c\u200d\ufeff',
  ' ',
  '',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(400),
  'x'.repeat(100_000),
];
const NASTY_NUMBERS = [0, -0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 1e-320, 2_147_483_648, 99_999_999_999];
const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true}}'),
  'string',
  42,
  '1e400',
];

const nastyText = fc.constantFrom(...NASTY_TEXT);
const anyOdd: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...ODD_VALUES), nastyText, fc.constantFrom(...NASTY_NUMBERS));

/** A value that fits the schema, made of awkward but legal parts. */
function fitting(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((each) => fitting(each, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time')
        return fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'email')
        return fc.constantFrom('a@b.lk', `x${'y'.repeat(60)}@example.org`, '"quoted"@example.org', 'ä@例え.jp');
      if (schema.pattern)
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((s) => s.length <= (schema.maxLength ?? 1000) && s.length >= (schema.minLength ?? 0));
      const max = Math.min(schema.maxLength ?? 300, 300);
      return fc
        .oneof(
          fc.string({ unit: 'grapheme', maxLength: max }),
          nastyText.map((s) => s.slice(0, max)),
          fc.constant(RTL),
        )
        .filter((s) => [...s].length >= (schema.minLength ?? 0) && [...s].length <= (schema.maxLength ?? Infinity));
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1e9, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1e9, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e12, max: schema.maximum ?? 1e12, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      if (depth > 3 || !schema.items) return fc.constant([]);
      return fc.array(fitting(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return objectOf(schema, depth, false);
    default:
      return anyOdd;
  }
}

/** An object of the schema: required fields mostly there, optional ones sometimes, each value mostly fitting. */
function objectOf(schema: Schema, depth: number, odd = true): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, each] of Object.entries(properties)) {
    model[key] = odd
      ? fc.oneof({ arbitrary: fitting(each, depth + 1), weight: 6 }, { arbitrary: anyOdd, weight: 1 })
      : fitting(each, depth + 1);
  }
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
}

/** What a client might send instead of what the schema asks: mutations of a fitting value. */
function mutated(schema: Schema): fc.Arbitrary<unknown> {
  const base = schema.type === 'object' ? objectOf(schema, 0) : fitting(schema);
  return fc.oneof(
    // all fields fitting (hostile text included), so that handlers past the schema get their share
    { arbitrary: schema.type === 'object' ? objectOf(schema, 0, false) : fitting(schema), weight: 4 },
    { arbitrary: base, weight: 2 },
    {
      // a required field missing
      arbitrary: fc.tuple(objectOf(schema, 0), fc.nat()).map(([value, n]) => {
        const keys = Object.keys(value);
        if (keys.length) delete value[keys[n % keys.length]];
        return value;
      }),
      weight: 2,
    },
    {
      // extra fields, prototype pollution among them
      arbitrary: fc
        .tuple(
          objectOf(schema, 0),
          fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'roles')), anyOdd, {
            maxKeys: 3,
          }),
        )
        .map(([value, extra]) => ({ ...extra, ...value })),
      weight: 2,
    },
    {
      // one field of the wrong type
      arbitrary: fc.tuple(objectOf(schema, 0), fc.nat(), anyOdd).map(([value, n, odd]) => {
        const keys = Object.keys(schema.properties ?? {});
        if (keys.length) value[keys[n % keys.length]] = odd;
        return value;
      }),
      weight: 2,
    },
    { arbitrary: anyOdd, weight: 1 },
  );
}

const huge = { text: 'ඞ'.repeat(400_000), number: '9'.repeat(5000) };

/** Path ids: mostly hostile. */
const pathValue = (schema: Schema) =>
  fc.oneof(
    fitting(schema),
    nastyText.map((s) => s.slice(0, 300)),
    fc.constantFrom(
      '..',
      '.',
      '%2e%2e%2f',
      '..%5c..%5c',
      'a/b',
      '😀',
      ' ',
      'LG-11001',
      'RC-DEMO-01',
      '00000000-0000-0000-0000-000000000000',
    ),
  );

interface FuzzCase {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  raw?: string;
  contentType?: string;
}

function caseFor(operation: Operation): fc.Arbitrary<FuzzCase> {
  const parameters = operation.parameters ?? [];
  const pathModel: Record<string, fc.Arbitrary<unknown>> = {};
  const queryModel: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of parameters) {
    if (parameter.in === 'path') pathModel[parameter.name] = pathValue(parameter.schema);
    if (parameter.in === 'query')
      queryModel[parameter.name] = fc.oneof({ arbitrary: fitting(parameter.schema), weight: 4 }, { arbitrary: anyOdd, weight: 1 });
  }
  const query = fc.oneof(
    {
      arbitrary: fc.record(queryModel, { requiredKeys: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name) }),
      weight: 5,
    },
    { arbitrary: fc.record(queryModel, { requiredKeys: [] }), weight: 1 },
  );
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const body: fc.Arbitrary<unknown> = bodySchema ? mutated(bodySchema) : fc.oneof(fc.constant(undefined), anyOdd);
  const odd = fc.constantFrom<Partial<FuzzCase>>(
    { raw: '{"unterminated": ', contentType: 'application/json' },
    { raw: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, contentType: 'application/json' },
    { raw: JSON.stringify({ text: huge.text }), contentType: 'application/json' },
    { raw: `{"n": ${huge.number}}`, contentType: 'application/json' },
    { raw: 'name=x&y=z', contentType: 'application/x-www-form-urlencoded' },
    { raw: '<xml/>', contentType: 'text/xml' },
    { raw: '', contentType: 'application/json' },
  );
  return fc
    .record({ path: fc.record(pathModel), query, body, odd: fc.option(odd, { freq: 8 }) })
    .map(({ path, query: q, body: b, odd: o }) => ({ path, query: q, body: b, ...(o ?? {}) }));
}

function urlOf(template: string, fuzz: FuzzCase): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(fuzz.path[name] ?? 'x')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(fuzz.query)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value])
      search.append(key, typeof each === 'object' ? JSON.stringify(each) : String(each));
  }
  const text = search.toString();
  return `${path}${text ? `?${text}` : ''}`;
}

/** The caller the route lets furthest in: a super admin where allowed (it may name any authority or recycler). */
function callerFor(route: string): keyof typeof DEMO | undefined {
  const access = ROUTE_ACCESS[route]?.access;
  if (!access || access === 'public') return undefined;
  if (access === 'signedIn' || access.includes('005')) return 'superAdmin';
  if (access.includes('002')) return 'customs';
  if (access.includes('003')) return 'colomboMc';
  if (access.includes('004')) return 'recycler';
  return 'admin';
}

function problem(response: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode >= 400) {
    try {
      const body = JSON.parse(response.body) as { message?: unknown };
      if (typeof body.message !== 'string' || body.message === '')
        return `answered ${response.statusCode} without a message: ${response.body.slice(0, 300)}`;
    } catch {
      return `answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 300)}`;
    }
  }
  return null;
}

describe('fuzzing every endpoint from its OpenAPI schema', () => {
  const app = useTestApp({
    apiRateLimitPerMinute: 1_000_000,
    loginMaxFailuresPerAddress: 1_000_000,
    loginMaxFailures: 1_000_000,
    loginMaxFailuresPerAccount: 1_000_000,
  });
  const tokens: Partial<Record<keyof typeof DEMO, string>> = {};
  const token = async (a: FastifyInstance, who: keyof typeof DEMO) => (tokens[who] ??= (await login(a, DEMO[who])).accessToken);
  let paths: Record<string, Record<string, Operation>>;

  beforeAll(async () => {
    paths = (await app().inject({ url: '/api/docs/json' })).json().paths;
  });

  it('never answers 5xx, and every 4xx says what is wrong', async () => {
    const a = app();
    const failures: string[] = [];
    let requests = 0;
    const routes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
    );
    for (const { path, method, operation } of routes) {
      const route = `${method} ${path}`;
      const who = callerFor(route);
      await fc
        .assert(
          fc.asyncProperty(caseFor(operation), async (fuzz) => {
            const headers: Record<string, string> = who ? bearer(await token(a, who)) : {};
            let payload: InjectOptions['payload'];
            if (path === '/api/v1/customs/upload') {
              const name = typeof fuzz.body === 'string' ? fuzz.body : `../../${String(fuzz.path.jobId ?? 'x')}.csv`;
              const file = multipart(
                name.replace(/["\r\n]/g, ''),
                typeof fuzz.raw === 'string' ? fuzz.raw : JSON.stringify(fuzz.body ?? ''),
              );
              Object.assign(headers, file.headers);
              payload = file.payload;
            } else if (fuzz.raw !== undefined) {
              headers['content-type'] = fuzz.contentType ?? 'application/json';
              payload = fuzz.raw;
            } else if (fuzz.body !== undefined && method !== 'GET' && method !== 'DELETE') {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(fuzz.body);
            }
            const response = await a.inject({ method: method as InjectOptions['method'], url: urlOf(path, fuzz), headers, payload });
            requests++;
            // Signing out ends every access token of the user: sign in again for the next run.
            if (route === 'POST /api/v1/auth/logout' || route === 'POST /api/v1/users/me/password') delete tokens[who!];
            const found = problem(response);
            if (found)
              failures.push(
                `${route} ${found}\n  sent ${JSON.stringify({ url: urlOf(path, fuzz), body: fuzz.raw ?? fuzz.body }).slice(0, 400)}`,
              );
            return found === null;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    console.log(
      `Fuzz: ${routes.length} routes x ${RUNS} runs = ${requests} requests, ${failures.length} failures${failures.map((f) => `\n${f}`).join('')}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('stored text comes back byte for byte', () => {
  const app = useTestApp({ apiRateLimitPerMinute: 1_000_000 });
  const TEXT_RUNS = Number(process.env.FUZZ_TEXT_RUNS ?? 25);
  /** Unicode of every plane, RTL marks and injections; ends trimmed, as the routes trim them. */
  const text = (max: number) =>
    fc
      .oneof(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: max }),
        fc.tuple(nastyText, fc.constantFrom(RTL, '\u202a', '')).map(([s, mark]) => `${mark}${s}${mark}`.slice(0, max)),
      )
      .filter(
        (s) =>
          !s.includes('\0') &&
          !/[\ud800-\udfff]/.test(s.replace(/[\ud800-\udbff][\udc00-\udfff]/g, '')) &&
          s.trim().length > 0 &&
          [...s].length <= max,
      );

  it('a parameter-change request keeps its header and description', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    await fc.assert(
      fc.asyncProperty(text(200), text(5000), async (header, description) => {
        const sent = await app().inject({
          method: 'POST',
          url: '/api/v1/local-authority/send-request',
          payload: { header, description },
          headers: bearer(accessToken),
        });
        expect(sent.statusCode).toBe(201);
        const { id } = sent.json();
        const list = (await app().inject({ url: '/api/v1/local-authority/view-sent-requests', headers: bearer(accessToken) })).json();
        const found = (Array.isArray(list) ? list : list.rows).find((row: { id: string }) => row.id === id);
        expect({ header: found.header, description: found.description }).toEqual({
          header: header.trim(),
          description: description.trim(),
        });
      }),
      { numRuns: TEXT_RUNS, seed: SEED },
    );
  });

  it('a Sampath Piyasa centre keeps its name and location', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(text(190), text(500), async (name, location) => {
        const unique = `${name} ${++n}`;
        const saved = await app().inject({
          method: 'POST',
          url: '/api/v1/sampath-piyasa/save-center',
          payload: { name: unique, location, isMaterialRecoveryFacility: true, isRecyclingFacility: false },
          headers: bearer(accessToken),
        });
        expect(saved.statusCode).toBe(200);
        const read = (await app().inject({ url: `/api/v1/sampath-piyasa/center/${saved.json().id}`, headers: bearer(accessToken) })).json();
        expect({ name: read.name, location: read.location }).toEqual({ name: unique.trim(), location: location.trim() });
      }),
      { numRuns: TEXT_RUNS, seed: SEED },
    );
  });

  it('a recycler keeps its name', async () => {
    const { accessToken } = await login(app(), DEMO.superAdmin);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(text(190), async (name) => {
        const unique = `${name} ${++n}`;
        const saved = await app().inject({
          method: 'POST',
          url: '/api/v1/recycler/save-recycler',
          payload: {
            name: unique,
            primaryAddress: 'No. 9, Chilaw Road, Negombo',
            districtId: 'LK-12',
            hotline: '031 222 3344',
            registrationNumber: `CEA/REC/FUZZ/${n}`,
            plasticTypes: ['HARD'],
            capacityTonnesPerMonth: 10,
            status: 'ACTIVE',
          },
          headers: bearer(accessToken),
        });
        expect(saved.statusCode).toBe(200);
        const read = (await app().inject({ url: `/api/v1/recycler/view/${saved.json().id}`, headers: bearer(accessToken) })).json();
        expect(read.name).toBe(unique.trim());
      }),
      { numRuns: TEXT_RUNS, seed: SEED },
    );
  });
});
