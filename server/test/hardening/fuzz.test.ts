import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, DEMO, login } from '../helpers/login';
import { useTestApp } from '../helpers/test-app';
import { multipart } from '../routes/customs/customs-upload';
import { ROUTE_ACCESS } from './route-access';
import { RTL, RUNS, SEED, caseFor, nastyText, type FuzzCase, type Operation } from './fuzz-cases';

/**
 * Every route of the OpenAPI document fuzzed from its own schema (issue 16): values that mostly fit, with
 * wrong types, missing and extra fields, huge strings and numbers, unicode and RTL marks, SQL and HTML
 * injection and path traversal mixed in. No answer may be a 5xx, and every 4xx carries a `message`.
 * FUZZ_RUNS (default 12) bounds the runs per route; FUZZ_SEED replays a failure.
 */

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
