import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { bearer, DEMO, login } from '../helpers/login';
import { centreBody, rangeEntry } from '../helpers/sampath-piyasa';
import { useTestApp } from '../helpers/test-app';
import { colomboDay, DAILY, otherAuthorityId } from '../helpers/waste-data';
import { multipart } from '../routes/customs/customs-upload';
import { expectedStatus, ID_CASES, PRINCIPALS, ROUTE_ACCESS, type IdCase } from './route-access';
import {
  COLOMBO,
  type Context,
  OTHER_RECYCLER,
  OWN_RECYCLER,
  REQUESTS,
  csv,
  expectStatus,
  idFor,
  next,
  parameterRequest,
  principalQuery,
  recyclerReturnBody,
  send,
} from './denial-calls';

/**
 * Issue 16's denial matrix: every route of the OpenAPI document x every caller x (own, another owner's,
 * a missing id), each cell's status checked against route-access.ts. One app, inject() only.
 */

/** Every `METHOD /path` of the OpenAPI document. */
async function documentedRoutes(app: FastifyInstance): Promise<string[]> {
  const { paths } = (await app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
}

/** Every /api/v1 route the router holds (HEAD twins of GET routes aside), from its printed tree. */
function registeredRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)(?:[├└]── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (!match[3] || !path.startsWith('/api/v1/')) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') found.push(`${method} ${path}`);
  }
  return found;
}

describe('the denial matrix', () => {
  const app = useTestApp({ apiRateLimitPerMinute: 1_000_000, loginMaxFailuresPerAddress: 1_000_000 });
  let ctx: Context;

  beforeAll(async () => {
    const a = app();
    const sessions = {
      admin: await login(a, DEMO.admin),
      customs: await login(a, DEMO.customs),
      localAuthority: await login(a, DEMO.colomboMc),
      recycler: await login(a, DEMO.recycler),
      superAdmin: await login(a, DEMO.superAdmin),
    };
    const live = sessions.admin.accessToken;
    const claims = decodeJwt(live);
    const expired = await a.accessTokens.sign(
      { userId: claims.sub as string, sessionId: claims.sid as string, sessionVersion: claims.sv as number },
      new Date(Date.now() - 24 * 3600 * 1000),
    );
    const tokens: Context['tokens'] = {
      anonymous: undefined,
      expired,
      admin: sessions.admin.accessToken,
      customs: sessions.customs.accessToken,
      localAuthority: sessions.localAuthority.accessToken,
      recycler: sessions.recycler.accessToken,
      superAdmin: sessions.superAdmin.accessToken,
      superAdminAsAuthority: sessions.superAdmin.accessToken,
      superAdminAsRecycler: sessions.superAdmin.accessToken,
    };
    const userIds = {
      admin: sessions.admin.loggedUser.id,
      customs: sessions.customs.loggedUser.id,
      localAuthority: sessions.localAuthority.loggedUser.id,
      recycler: sessions.recycler.loggedUser.id,
      superAdmin: sessions.superAdmin.loggedUser.id,
    } as Context['userIds'];
    const otherAuthority = await otherAuthorityId(a);
    ctx = { app: a, tokens, userIds, otherAuthority, ids: {} };
    const sa = tokens.superAdmin!;
    const created = async (
      response: Promise<{ statusCode: number; body: string; json(): { id?: string; jobId?: string } }>,
      what: string,
    ) => {
      const done = await response;
      if (done.statusCode >= 300) throw new Error(`${what} answered ${done.statusCode}: ${done.body}`);
      const body = done.json();
      return (body.id ?? body.jobId) as string;
    };

    const waste = (localAuthorityId: string) =>
      created(
        send(
          ctx,
          sa,
          'POST',
          '/api/v1/local-authority/insert/la-waste-data',
          { ...DAILY, entryDate: colomboDay(-400 - next()) },
          { localAuthorityId },
        ),
        'waste data',
      );
    const centre = (localAuthorityId: string) =>
      created(
        send(ctx, sa, 'POST', '/api/v1/sampath-piyasa/save-center', centreBody(`Fixture ${next()}`), { localAuthorityId }),
        'a centre',
      );
    const ownCentre = await centre(COLOMBO);
    const otherCentre = await centre(otherAuthority);
    const entry = async (localAuthorityId: string, centreId: string) => {
      const day = colomboDay(-400 - next());
      const response = await send(
        ctx,
        sa,
        'POST',
        '/api/v1/sampath-piyasa/save-waste-data',
        { entries: [rangeEntry(centreId, day, day)] },
        { localAuthorityId },
      );
      await expectStatus(response, 201, 'Sampath Piyasa waste data');
      const body = response.json();
      return (body.ids?.[0] ?? body.entries?.[0]?.id ?? body[0]?.id) as string;
    };
    const recyclerReturn = async (recyclerId: string) =>
      created(
        send(ctx, sa, 'POST', '/api/v1/recycler/save-recycler-waste-data', recyclerReturnBody(), { recyclerId }),
        'a recycler return',
      );
    const customsUpload = async () => {
      const body = multipart(`fixture-${next()}.csv`, csv());
      const response = await a.inject({
        method: 'POST',
        url: '/api/v1/customs/upload?type=IMPORT',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(tokens.customs!) },
      });
      await expectStatus(response, 202, 'a customs upload');
      return response.json().jobId as string;
    };
    const { rows: hsCodes } = await a.db.query<{ code: string }>('SELECT code FROM hs_codes WHERE level = 6 ORDER BY code LIMIT 2');
    const uploads = { own: await customsUpload(), other: await customsUpload(), missing: randomUUID() };

    ctx.ids = {
      'GET /api/v1/local-authority/waste-view/': { own: await waste(COLOMBO), other: await waste(otherAuthority), missing: '999999999' },
      'GET /api/v1/sampath-piyasa/center/': { own: ownCentre, other: otherCentre, missing: randomUUID() },
      'GET /api/v1/sampath-piyasa/waste-view/': {
        own: await entry(COLOMBO, ownCentre),
        other: await entry(otherAuthority, otherCentre),
        missing: randomUUID(),
      },
      'GET /api/v1/recycler/waste-data-detail/': {
        own: await recyclerReturn(OWN_RECYCLER),
        other: await recyclerReturn(OTHER_RECYCLER),
        missing: randomUUID(),
      },
      'GET /api/v1/recycler/view/': { own: OWN_RECYCLER, other: OTHER_RECYCLER, missing: 'RC-NOPE-99' },
      'PATCH /api/v1/users/': { own: userIds.localAuthority, other: userIds.recycler, missing: randomUUID() },
      'POST /api/v1/users/': { own: userIds.localAuthority, other: userIds.recycler, missing: randomUUID() },
      'GET /api/v1/customs/status/': uploads,
      'POST /api/v1/customs/uploads/': uploads,
      'POST /api/v1/customs-log/view/search/': uploads,
      'GET /api/v1/hscode/edit/': { own: hsCodes[0].code, other: hsCodes[1].code, missing: '000000' },
      'GET /api/v1/requests/': {
        own: await parameterRequest(ctx, COLOMBO),
        other: await parameterRequest(ctx, otherAuthority),
        missing: randomUUID(),
      },
      'POST /api/v1/admin/local-authorities/': { own: COLOMBO, other: otherAuthority, missing: 'LG-99999' },
      'GET /api/v1/admin/local-authorities/': { own: COLOMBO, other: otherAuthority, missing: 'LG-99999' },
    };
  });

  it('has an entry for every route the app serves, and a route for every entry', async () => {
    const documented = (await documentedRoutes(app())).sort();
    const registered = registeredRoutes(app()).sort();
    expect(registered).toEqual(documented);
    expect(documented).toEqual(Object.keys(ROUTE_ACCESS).sort());
  });

  it('answers every cell as the table says', async () => {
    const routes = await documentedRoutes(app());
    const mismatches: string[] = [];
    let cells = 0;
    for (const route of routes) {
      const entry = ROUTE_ACCESS[route];
      if (!entry) continue; // reported by the test above
      const [method, template] = route.split(' ');
      const idCases: (IdCase | undefined)[] = template.includes('{') ? [...ID_CASES] : [undefined];
      for (const principal of PRINCIPALS) {
        for (const idCase of idCases) {
          const call = (await REQUESTS[route]?.(ctx, principal)) ?? {};
          const id = idCase ? await idFor(ctx, route, principal, idCase) : undefined;
          const path = id === undefined ? template : template.replace(/\{\w+\}/, encodeURIComponent(id));
          const query = new URLSearchParams(
            Object.entries({ ...call.query, ...principalQuery(principal) }).map(([k, v]): [string, string] => [k, String(v)]),
          ).toString();
          const token = ctx.tokens[principal];
          const response = await app().inject({
            method: method as InjectOptions['method'],
            url: `${path}${query ? `?${query}` : ''}`,
            payload: call.payload,
            headers: { ...call.headers, ...(token ? bearer(token) : {}) },
          });
          cells++;
          await call.after?.();
          const expected = expectedStatus(entry, principal, idCase);
          const cell = `${route} ${principal}${idCase ? `/${idCase}` : ''}`;
          if (response.statusCode !== expected) {
            mismatches.push(`${cell}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`);
          } else if (expected >= 400 && typeof response.json().message !== 'string') {
            mismatches.push(`${cell}: ${expected} without a message`);
          } else if (principal === 'expired' && entry.access !== 'public' && response.json().code !== 'TOKEN_EXPIRED') {
            mismatches.push(`${cell}: 401 that does not say the token expired`);
          }
        }
      }
    }
    console.log(
      `Denial matrix: ${routes.length} routes x ${PRINCIPALS.length} callers (x 3 ids where the route takes one) = ${cells} cells`,
    );
    expect(mismatches).toEqual([]);
  });
});
