import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_PASSWORD } from '#seed/demo-accounts';
import { bearer, DEMO, login } from '../helpers/login';
import { centreBody, rangeEntry } from '../helpers/sampath-piyasa';
import { useTestApp } from '../helpers/test-app';
import { colomboDay, DAILY, otherAuthorityId } from '../helpers/waste-data';
import { multipart } from '../routes/customs/customs-upload';
import { expectedStatus, ID_CASES, PRINCIPALS, ROUTE_ACCESS, type IdCase, type Principal } from './route-access';

/**
 * Issue 16's denial matrix: every route of the OpenAPI document x every caller x (own, another owner's,
 * a missing id), each cell's status checked against route-access.ts. One app, inject() only.
 */

const COLOMBO = 'LG-11001';
const OWN_RECYCLER = 'RC-DEMO-01';
const OTHER_RECYCLER = 'RC-DEMO-02';
/** A one-line customs file, different each time (the same file twice is refused as a duplicate). */
const csv = () =>
  `year,month,hsCode,description,partnerCountry,quantity,quantityUnit,netWeightKg,value,currency\n2024,1,391510,Waste of polymers of ethylene,IND,${next()},kg,10,1000,USD\n`;

interface Context {
  app: FastifyInstance;
  tokens: Record<Principal, string | undefined>;
  userIds: Record<'admin' | 'customs' | 'localAuthority' | 'recycler' | 'superAdmin', string>;
  otherAuthority: string;
  ids: Record<string, { own: string; other: string; missing: string }>;
}

interface Call {
  query?: Record<string, string | number>;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Run after the call (signing out ends every access token of the user: sign in again). */
  after?: () => Promise<void>;
}

let serial = 0;
const next = () => ++serial;
const yearNow = Number(colomboDay(0).slice(0, 4));

/** The user behind a principal (the super admin in all three of its guises). */
function userKey(principal: Principal): keyof Context['userIds'] | undefined {
  if (principal.startsWith('superAdmin')) return 'superAdmin';
  return ['admin', 'customs', 'localAuthority', 'recycler'].includes(principal) ? (principal as keyof Context['userIds']) : undefined;
}

/** The query the principal adds to every call: a super admin acting as an authority or a recycler names it. */
function principalQuery(principal: Principal): Record<string, string> {
  if (principal === 'superAdminAsAuthority') return { localAuthorityId: COLOMBO };
  if (principal === 'superAdminAsRecycler') return { recyclerId: OWN_RECYCLER };
  return {};
}

async function expectStatus(response: { statusCode: number; body: string }, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what} answered ${response.statusCode}: ${response.body}`);
}

async function send(
  ctx: Context,
  token: string,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
  query: Record<string, string> = {},
) {
  const search = new URLSearchParams(query).toString();
  return ctx.app.inject({ method, url: `${url}${search ? `?${search}` : ''}`, payload, headers: bearer(token) });
}

async function calendarEvent(ctx: Context, token: string): Promise<string> {
  const response = await send(ctx, token, 'POST', '/api/v1/calendar/events', {
    title: `Event ${next()}`,
    start: '2025-06-01T09:00:00Z',
    end: '2025-06-01T10:00:00Z',
    allDay: false,
  });
  await expectStatus(response, 201, 'creating an event');
  return response.json().id;
}

async function parameterRequest(ctx: Context, localAuthorityId: string): Promise<string> {
  const response = await send(
    ctx,
    ctx.tokens.superAdmin!,
    'POST',
    '/api/v1/local-authority/send-request',
    { header: `Request ${next()}`, description: 'From the matrix' },
    { localAuthorityId },
  );
  await expectStatus(response, 201, 'sending a request');
  return response.json().id;
}

const EMAIL = {
  admin: DEMO.admin,
  customs: DEMO.customs,
  localAuthority: DEMO.colomboMc,
  recycler: DEMO.recycler,
  superAdmin: DEMO.superAdmin,
};

async function signInAgain(ctx: Context, principal: Principal): Promise<void> {
  const user = userKey(principal);
  if (!user) return;
  const { accessToken } = await login(ctx.app, EMAIL[user]);
  for (const each of PRINCIPALS) if (userKey(each) === user) ctx.tokens[each] = accessToken;
}

/** The id a cell uses; records a call consumes (complete, discard, delete) are made for the cell. */
async function idFor(ctx: Context, route: string, principal: Principal, idCase: IdCase): Promise<string> {
  if (route.includes('/calendar/events/')) {
    if (idCase === 'missing') return randomUUID();
    const caller: Principal = userKey(principal) ? principal : 'admin';
    const owner = idCase === 'own' ? caller : caller === 'admin' ? 'customs' : 'admin';
    return calendarEvent(ctx, ctx.tokens[owner]!);
  }
  if (route.startsWith('POST /api/v1/requests/')) {
    if (idCase === 'missing') return randomUUID();
    return parameterRequest(ctx, idCase === 'own' ? COLOMBO : ctx.otherAuthority);
  }
  const key = Object.keys(ctx.ids).find((prefix) => route.startsWith(prefix));
  if (!key) throw new Error(`No ids for ${route}`);
  return ctx.ids[key][idCase];
}

/** A fresh record of each kind, saved by the super admin for Colombo MC or the own recycler, for a correction to name. */
async function createdId(ctx: Context, url: string, payload: object, query: Record<string, string>): Promise<string> {
  const response = await send(ctx, ctx.tokens.superAdmin!, 'POST', url, payload, query);
  await expectStatus(response, 201, `saving for a correction at ${url}`);
  const body = response.json();
  return (body.id ?? body.entries[0].id) as string;
}

const recyclerReturnBody = () => {
  const n = next();
  return {
    month: `${2000 + Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`,
    plasticType: 'HARD',
    openingStockKg: 100,
    closingStockKg: 250,
    intake: [{ sourceId: 'SRC-LA', kg: 1000 }],
    output: [{ productTypeId: 'HPT-FLK', kg: 700 }],
    rejected: [{ destinationId: 'RJD-SLF', kg: 150 }],
  };
};

const VOID = { reason: 'Entered twice by mistake', void: true };

/** A request each route accepts from a caller it allows. */
const REQUESTS: Record<string, (ctx: Context, principal: Principal) => Call | Promise<Call>> = {
  'POST /api/v1/auth/authenticate': () => ({ payload: { username: DEMO.admin, password: DEMO_PASSWORD } }),
  'POST /api/v1/auth/logout': (ctx, principal) => ({
    payload: { refresh_token: 'not-a-refresh-token' },
    after: () => signInAgain(ctx, principal),
  }),
  'POST /api/v1/auth/signup': () => ({
    payload: {
      firstName: 'Matrix',
      lastName: 'Caller',
      email: `signup${next()}@example.org`,
      phone: '0771234567',
      organisation: 'Galle MC',
      password: 'Correct-Horse-Battery-9',
    },
  }),
  'POST /api/v1/auth/forgot-password': () => ({ payload: { email: 'nobody@example.org' } }),
  'POST /api/v1/auth/reset-password': () => ({ payload: { token: 'not-a-token', password: 'Correct-Horse-Battery-9' } }),
  'POST /api/v1/auth/verify-email': () => ({ payload: { token: 'not-a-token' } }),
  'POST /api/v1/auth/resend-verification': () => ({ payload: { email: 'nobody@example.org' } }),
  'POST /api/v1/auth/verify-account': () => ({ payload: { token: 'not-a-token' } }),
  'POST /api/v1/users': () => ({
    payload: {
      email: `user${next()}@example.org`,
      firstName: 'New',
      lastName: 'User',
      roles: ['001'],
      defaultRole: '001',
    },
  }),
  'PUT /api/v1/users/me/profile': async (ctx, principal) => {
    const token = ctx.tokens[principal];
    if (!token)
      return {
        payload: {
          firstName: 'A',
          lastName: 'B',
          email: 'a@example.org',
          phone: '0771234567',
          bio: '',
          socialLinks: { facebook: '', x: '', linkedin: '', instagram: '' },
        },
      };
    const { firstName, lastName, email, phone, bio, socialLinks } = (await send(ctx, token, 'GET', '/api/v1/users/me/profile')).json();
    return { payload: { firstName, lastName, email, phone: phone || '0771234567', bio: bio ?? '', socialLinks } };
  },
  'POST /api/v1/users/me/password': () => ({ payload: { currentPassword: 'not-the-password', newPassword: 'Correct-Horse-Battery-9' } }),
  'POST /api/v1/users/me/acting-as': () => ({ payload: { role: '005' } }),
  'POST /api/v1/users/search': () => ({ payload: {} }),
  'PUT /api/v1/users/support-contact': () => ({ payload: { name: 'Matrix unit', email: '', phone: '' } }),
  'PATCH /api/v1/users/{id}': () => ({ payload: {} }),
  'POST /api/v1/master-data/districts': () => ({ payload: {} }),
  'POST /api/v1/master-data/local-authorities': () => ({ payload: {} }),
  'POST /api/v1/local-authority/search-la': () => ({ payload: {} }),
  'POST /api/v1/local-authority/insert/la-waste-data': () => ({ payload: { ...DAILY, entryDate: colomboDay(-next()) } }),
  'POST /api/v1/local-authority/plausibility/la-waste-data': () => ({ payload: { ...DAILY, entryDate: colomboDay(-next()) } }),
  'POST /api/v1/local-authority/waste-corrections': async (ctx) => ({
    payload: {
      ...VOID,
      recordId: await createdId(
        ctx,
        '/api/v1/local-authority/insert/la-waste-data',
        { ...DAILY, entryDate: colomboDay(-next()) },
        { localAuthorityId: COLOMBO },
      ),
    },
  }),
  'POST /api/v1/local-authority/search-waste': () => ({ payload: {} }),
  'POST /api/v1/local-authority/la-waste-collection': () => ({ payload: { year: yearNow } }),
  'POST /api/v1/local-authority/send-request': () => ({
    payload: { header: `Matrix ${next()}`, description: 'A change the matrix asks for' },
  }),
  'POST /api/v1/recycler/search': () => ({ payload: {} }),
  'POST /api/v1/recycler/save-recycler': () => {
    const n = next();
    return {
      payload: {
        name: `Matrix Recycler ${n}`,
        primaryAddress: 'No. 9, Chilaw Road, Negombo',
        districtId: 'LK-12',
        hotline: '031 222 3344',
        registrationNumber: `CEA/REC/M/${n}`,
        plasticTypes: ['HARD'],
        capacityTonnesPerMonth: 10,
        status: 'ACTIVE',
      },
    };
  },
  'POST /api/v1/recycler/create-account': () => ({
    payload: { recyclerId: 'RC-DEMO-03', email: `recycler${next()}@example.org`, firstName: 'Rec', lastName: 'Ycler' },
  }),
  'POST /api/v1/recycler/save-master-data': () => ({ payload: { list: 'plasticSources', name: `Matrix source ${next()}` } }),
  'POST /api/v1/recycler/save-recycler-waste-data': () => ({ payload: recyclerReturnBody() }),
  'POST /api/v1/recycler/plausibility': () => ({ payload: recyclerReturnBody() }),
  'POST /api/v1/recycler/waste-corrections': async (ctx) => ({
    payload: {
      ...VOID,
      recordId: await createdId(ctx, '/api/v1/recycler/save-recycler-waste-data', recyclerReturnBody(), { recyclerId: OWN_RECYCLER }),
    },
  }),
  'POST /api/v1/recycler/search-waste-data-list': () => ({ payload: {} }),
  'POST /api/v1/recycler/own-graph': () => ({ payload: {} }),
  'POST /api/v1/recycler/national-graph': () => ({ payload: {} }),
  'GET /api/v1/calendar/events': () => ({ query: { from: '2025-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' } }),
  'POST /api/v1/calendar/events': () => ({
    payload: { title: `Matrix ${next()}`, start: '2025-06-01T09:00:00Z', end: '2025-06-01T10:00:00Z', allDay: false },
  }),
  'PUT /api/v1/calendar/events/{id}': () => ({
    payload: { title: 'Moved', start: '2025-06-02T09:00:00Z', end: '2025-06-02T10:00:00Z', allDay: false },
  }),
  'POST /api/v1/sampath-piyasa/search-center': () => ({ payload: {} }),
  'POST /api/v1/sampath-piyasa/save-center': () => ({ payload: centreBody(`Matrix Centre ${next()}`) }),
  'POST /api/v1/sampath-piyasa/save-waste-data': (ctx) => {
    const day = colomboDay(-next());
    return { payload: { entries: [rangeEntry(ctx.ids['GET /api/v1/sampath-piyasa/center/'].own, day, day)] } };
  },
  'POST /api/v1/sampath-piyasa/plausibility': (ctx) => {
    const day = colomboDay(-next());
    return { payload: { entries: [rangeEntry(ctx.ids['GET /api/v1/sampath-piyasa/center/'].own, day, day)] } };
  },
  'POST /api/v1/sampath-piyasa/waste-corrections': async (ctx) => {
    const day = colomboDay(-next());
    const entries = [rangeEntry(ctx.ids['GET /api/v1/sampath-piyasa/center/'].own, day, day)];
    return {
      payload: {
        ...VOID,
        recordId: await createdId(ctx, '/api/v1/sampath-piyasa/save-waste-data', { entries }, { localAuthorityId: COLOMBO }),
      },
    };
  },
  'POST /api/v1/sampath-piyasa/search-waste': () => ({ payload: {} }),
  'POST /api/v1/sampath-piyasa/collected-quantities-graph': () => ({ payload: { year: yearNow } }),
  'POST /api/v1/sampath-piyasa/recyclable-waste-graph': () => ({ payload: { year: yearNow } }),
  'GET /api/v1/mfa/mfa-la-summary': () => ({ query: { year: 2025 } }),
  'GET /api/v1/mfa/mfa-national-summary': () => ({ query: { year: 2025 } }),
  'GET /api/v1/mfa/get-mfa-data-inputs': () => ({ query: { year: 2025 } }),
  'GET /api/v1/mfa/leakage-parameters': () => ({ query: { year: 2025 } }),
  'POST /api/v1/mfa/leakage-parameters': () => ({ payload: { changes: [{ parameter: 'level.collection', value: 'HIGH' }] } }),
  'POST /api/v1/mfa/what-if': () => ({ payload: { year: 2025, changes: [] } }),
  'GET /api/v1/mfa/diagram-la': () => ({ query: { year: 2025 } }),
  'GET /api/v1/mfa/district-diagram-la': () => ({ query: { year: 2025 } }),
  'GET /api/v1/mfa/province-diagram-la': () => ({ query: { year: 2025 } }),
  'POST /api/v1/mfa/search-mfa': () => ({ payload: { year: 2025, level: 'NATIONAL' } }),
  'GET /api/v1/mfa/sdg-11-6-1': () => ({ query: { year: 2025, level: 'NATIONAL' } }),
  'GET /api/v1/mfa/national-report': () => ({ query: { year: 2025, format: 'xlsx', lang: 'en' } }),
  'GET /api/v1/mfa/reconciliation': () => ({ query: { year: 2025, level: 'NATIONAL' } }),
  'POST /api/v1/mfa/uncertainty-rules': () => ({ payload: { changes: [{ kind: 'REPORTED_RECORD', relativeSd: 0.1 }] } }),
  'GET /api/v1/admin/district-map': () => ({ query: { year: 2025 } }),
  'POST /api/v1/customs/upload': () => {
    const body = multipart(`matrix-${next()}.csv`, csv());
    return { query: { type: 'IMPORT' }, payload: body.payload, headers: body.headers };
  },
  'POST /api/v1/customs/search': () => ({ query: { type: 'IMPORT' }, payload: {} }),
  'POST /api/v1/customs/download': () => ({ query: { type: 'IMPORT', format: 'csv' }, payload: {} }),
  'POST /api/v1/customs/statisticsGraphs': () => ({ payload: { type: '', year: 2024, toYear: 2025 } }),
  'POST /api/v1/customs/sectorGenerationStatisticsGraphs': () => ({ payload: { type: '', year: 2024, toYear: 2025 } }),
  'POST /api/v1/customs/partnerStatisticsGraphs': () => ({ payload: { type: '', year: 2024, toYear: 2025 } }),
  'POST /api/v1/customs/uploads/{jobId}/withdraw': () => ({ payload: { reason: 'The denial matrix' } }),
  'POST /api/v1/hscode/search': () => ({ payload: {} }),
  'POST /api/v1/hscode/search-new': () => ({ payload: {} }),
  'POST /api/v1/hscode/update': (ctx) => ({ payload: { hsCodes: [ctx.ids['GET /api/v1/hscode/edit/'].own], sectorId: null } }),
  'POST /api/v1/customs-log/search': () => ({ payload: {} }),
  'POST /api/v1/customs-log/view/search/{id}': () => ({ payload: {} }),
  'POST /api/v1/loggers/search': () => ({ payload: {} }),
  'POST /api/v1/loggers/export': () => ({ payload: {} }),
  'POST /api/v1/requests/search': () => ({ payload: {} }),
  'POST /api/v1/requests/{id}/discard': () => ({ payload: { reason: 'Not needed' } }),
  'POST /api/v1/admin/local-authorities/search': () => ({ payload: {} }),
  'POST /api/v1/admin/local-authorities/{id}/waste': () => ({ payload: {} }),
  'POST /api/v1/admin/local-authorities/{id}/centres': () => ({ payload: {} }),
  'GET /api/v1/admin/local-authorities/{id}/mfa-summary': () => ({ query: { year: 2025 } }),
  'POST /api/v1/notifications/read': () => ({ payload: { ids: [randomUUID()] } }),
};

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
