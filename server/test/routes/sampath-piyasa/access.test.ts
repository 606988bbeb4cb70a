import { itRefusesOutsiders, type RouteCall } from '#test/helpers/authority-routes';
import { DEMO, login } from '#test/helpers/login';
import { centreBody, registerCentre, SP_URL, spPost } from '#test/helpers/sampath-piyasa';
import { useTestApp } from '#test/helpers/test-app';

const CENTRE = '00000000-0000-4000-8000-000000000000';
const ROUTES = [
  { method: 'POST', path: '/search-center', payload: {} },
  { method: 'POST', path: '/save-center', payload: centreBody('Access Centre') },
  { method: 'GET', path: `/center/${CENTRE}` },
  { method: 'GET', path: '/init-waste-form' },
  { method: 'POST', path: '/save-waste-data', payload: { entries: [] } },
  { method: 'POST', path: '/search-waste', payload: {} },
  { method: 'GET', path: `/waste-view/${CENTRE}` },
  { method: 'POST', path: '/collected-quantities-graph', payload: { year: 2025 } },
  { method: 'POST', path: '/recyclable-waste-graph', payload: { year: 2025 } },
] as const satisfies readonly RouteCall[];

describe('who may call the Sampath Piyasa routes', () => {
  const app = useTestApp();
  itRefusesOutsiders(app, SP_URL, ROUTES, { table: 'sampath_piyasa_centres' });

  it('lets the super admin act as Colombo MC and see what Colombo MC saved', async () => {
    const colombo = (await login(app(), DEMO.colomboMc)).accessToken;
    const admin = (await login(app(), DEMO.superAdmin)).accessToken;
    const id = await registerCentre(app(), colombo, 'Shared Centre');
    const seen = (await spPost(app(), admin, '/search-center', {}, { localAuthorityId: 'LG-11001' })).json();
    expect(seen.rows.map((row: { id: string }) => row.id)).toContain(id);
    const unknown = await spPost(app(), admin, '/search-center', {}, { localAuthorityId: 'LG-99999' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the routes in the OpenAPI document', async () => {
    const { paths } = (await app().inject({ url: '/api/docs/json' })).json();
    for (const route of ROUTES) {
      const path = route.path.replace(CENTRE, '{id}');
      expect({ path, documented: Boolean(paths[`/api/v1/sampath-piyasa${path}`]?.[route.method.toLowerCase()]) }).toEqual({
        path,
        documented: true,
      });
    }
  });
});
