import { bearer, DEMO, useSessions } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const URL = '/api/v1/users/me/acting-as';

describe('POST /api/v1/users/me/acting-as', () => {
  const app = useTestApp();
  const sessions = useSessions(app, { superAdmin: DEMO.superAdmin, admin: DEMO.admin, colombo: DEMO.colomboMc });
  const actAs = (payload: object, token = sessions.superAdmin.accessToken) =>
    app().inject({ method: 'POST', url: URL, payload, headers: bearer(token) });
  const switches = async () =>
    (
      await app().db.query<{ acting: string | null; after: Record<string, string> }>(
        `SELECT acting_local_authority_id AS acting, after FROM audit_log
          WHERE action = 'switch-role' AND actor_user_id = $1 AND entity = 'user' AND entity_id = $1::text ORDER BY id`,
        [sessions.superAdmin.loggedUser.id],
      )
    ).rows;

  it('records every switch of a super admin, to an authority, a recycler and back, with whom it names', async () => {
    for (const body of [{ role: '003', localAuthorityId: 'LG-11001' }, { role: '004', recyclerId: 'RC-DEMO-01' }, { role: '005' }]) {
      expect((await actAs(body)).statusCode).toBe(204);
    }
    expect(await switches()).toEqual([
      { acting: 'LG-11001', after: { role: '003', localAuthorityId: 'LG-11001', localAuthorityName: 'Colombo MC' } },
      { acting: null, after: { role: '004', recyclerId: 'RC-DEMO-01', recyclerName: expect.any(String) } },
      { acting: null, after: { role: '005' } },
    ]);
  });

  it('refuses a switch that names the wrong thing or nothing known, and records none', async () => {
    const before = (await switches()).length;
    for (const [body, status] of [
      [{ role: '003' }, 400],
      [{ role: '003', recyclerId: 'RC-DEMO-01' }, 400],
      [{ role: '005', localAuthorityId: 'LG-11001' }, 400],
      [{ role: '004', recyclerId: 'RC-NONE' }, 404],
      [{ role: '003', localAuthorityId: 'LG-99999' }, 404],
      [{ role: '001' }, 400],
    ] as const) {
      expect({ body, status: (await actAs(body)).statusCode }).toEqual({ body, status });
    }
    expect(await switches()).toHaveLength(before);
  });

  it('is for super admins only', async () => {
    expect((await actAs({ role: '005' }, sessions.admin.accessToken)).statusCode).toBe(403);
    expect((await actAs({ role: '005' }, sessions.colombo.accessToken)).statusCode).toBe(403);
    expect((await app().inject({ method: 'POST', url: URL, payload: { role: '005' } })).statusCode).toBe(401);
  });
});
