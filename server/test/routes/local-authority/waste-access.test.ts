import { itRefusesOutsiders, type RouteCall } from '#test/helpers/authority-routes';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, WASTE_URL } from '#test/helpers/waste-data';

const ROUTES = [
  { method: 'GET', path: '/init-waste-search' },
  { method: 'GET', path: '/init-waste-form' },
  { method: 'POST', path: '/insert/la-waste-data', payload: DAILY },
  { method: 'POST', path: '/search-waste', payload: {} },
  { method: 'GET', path: '/waste-view/00000000-0000-4000-8000-000000000000' },
  { method: 'POST', path: '/la-waste-collection', payload: { year: 2025 } },
] as const satisfies readonly RouteCall[];

describe('who may call the local authority waste routes', () => {
  const app = useTestApp();
  itRefusesOutsiders(app, WASTE_URL, ROUTES, { table: 'la_waste_records', withoutAuthority: ['/init-waste-search'] });

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
