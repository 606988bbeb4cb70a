import { LA_SCOPE_MESSAGE } from '#auth/policy';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, WASTE_URL } from '#test/helpers/waste-data';

const ROUTES = [
  { method: 'GET', path: '/init-waste-search' },
  { method: 'GET', path: '/init-waste-form' },
  { method: 'POST', path: '/insert/la-waste-data', payload: DAILY },
  { method: 'POST', path: '/search-waste', payload: {} },
  { method: 'GET', path: '/waste-view/00000000-0000-4000-8000-000000000000' },
  { method: 'POST', path: '/la-waste-collection', payload: { year: 2025 } },
] as const;

describe('who may call the local authority waste routes', () => {
  const app = useTestApp();
  const call = (route: (typeof ROUTES)[number], token?: string, query = '') =>
    app().inject({
      method: route.method,
      url: `${WASTE_URL}${route.path}${query}`,
      payload: 'payload' in route ? route.payload : undefined,
      headers: token ? bearer(token) : {},
    });

  it('refuses localAuthorityId from a local authority user on every route that takes it', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    for (const route of ROUTES.filter((candidate) => candidate.path !== '/init-waste-search')) {
      const response = await call(route, accessToken, '?localAuthorityId=LG-11001');
      expect({ route: route.path, status: response.statusCode, body: response.json() }).toEqual({
        route: route.path,
        status: 403,
        body: { message: LA_SCOPE_MESSAGE, code: 'LA_SCOPE' },
      });
    }
    const { rows } = await app().db.query<{ n: number }>('SELECT count(*)::int AS n FROM la_waste_records');
    expect(rows[0].n).toBe(0);
  });

  it('forbids admin, customs and recycler users', async () => {
    for (const email of [DEMO.admin, DEMO.customs, DEMO.recycler]) {
      const { accessToken } = await login(app(), email);
      for (const route of ROUTES) {
        const response = await call(route, accessToken);
        expect({ route: route.path, email, status: response.statusCode, body: response.json() }).toEqual({
          route: route.path,
          email,
          status: 403,
          body: { message: 'Forbidden', code: 'FORBIDDEN' },
        });
      }
    }
  });

  it('needs a token', async () => {
    for (const route of ROUTES) expect((await call(route)).statusCode).toBe(401);
  });

  it('lists the routes in the OpenAPI document under local-authority', async () => {
    const { paths } = (await app().inject({ url: '/api/docs/json' })).json();
    for (const route of ROUTES) {
      const path = route.path.startsWith('/waste-view/') ? '/waste-view/{id}' : route.path;
      const operation = paths[`${WASTE_URL}${path}`][route.method.toLowerCase()];
      expect(operation.tags).toEqual(['local-authority']);
      expect(operation.summary).toEqual(expect.any(String));
    }
  });
});
