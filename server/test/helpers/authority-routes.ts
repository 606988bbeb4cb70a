import type { FastifyInstance } from 'fastify';
import { LA_SCOPE_MESSAGE } from '#auth/policy';
import { bearer, DEMO, login } from './login';

export interface RouteCall {
  method: 'GET' | 'POST';
  path: string;
  payload?: object;
}

/**
 * The refusals every route acting for a local authority shares, as tests of the calling describe block: a local
 * authority user who names an authority (403 LA_SCOPE on the routes that take one, nothing written to `table`),
 * admin, customs and recycler users (403) and a call without a token (401).
 */
export function itRefusesOutsiders(
  app: () => FastifyInstance,
  base: string,
  routes: readonly RouteCall[],
  { table, withoutAuthority = [] }: { table: string; withoutAuthority?: readonly string[] },
) {
  const call = (route: RouteCall, token?: string, query = '') =>
    app().inject({
      method: route.method,
      url: `${base}${route.path}${query}`,
      payload: route.payload,
      headers: token ? bearer(token) : {},
    });

  it('refuses localAuthorityId from a local authority user on every route that takes it', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    for (const route of routes.filter((candidate) => !withoutAuthority.includes(candidate.path))) {
      const response = await call(route, accessToken, '?localAuthorityId=LG-11001');
      expect({ route: route.path, status: response.statusCode, body: response.json() }).toEqual({
        route: route.path,
        status: 403,
        body: { message: LA_SCOPE_MESSAGE, code: 'LA_SCOPE' },
      });
    }
    const { rows } = await app().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    expect(rows[0].n).toBe(0);
  });

  it('forbids admin, customs and recycler users', async () => {
    for (const email of [DEMO.admin, DEMO.customs, DEMO.recycler]) {
      const { accessToken } = await login(app(), email);
      for (const route of routes) {
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
    for (const route of routes) expect((await call(route)).statusCode).toBe(401);
  });
}
