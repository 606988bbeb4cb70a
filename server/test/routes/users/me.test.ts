import { bearer, DEMO, login } from '#test/helpers/login';
import { COLOMBO_MC_SESSION } from '#test/helpers/seeded-authorities';
import { useTestApp } from '#test/helpers/test-app';

describe('GET /api/v1/users/me', () => {
  const app = useTestApp();

  it('answers the logged user of a recycler with its recycler', async () => {
    const session = await login(app(), DEMO.recycler);
    const response = await app().inject({ url: '/api/v1/users/me', headers: bearer(session.accessToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: session.loggedUser.id,
      firstName: 'Suresh',
      lastName: 'Rajapaksha',
      email: 'recycler@demo.lk',
      defaultRole: '004',
      roles: ['004'],
      selectedLocalAuthority: null,
      selectedRecycler: {
        id: 'RC-DEMO-01',
        name: 'Lanka Green Polymers (Demo)',
        primaryAddress: 'No. 45, Galle Road, Ratmalana',
        hotline: '+94 11 255 0101',
      },
    });
  });

  it("names an officer's authority in the three languages, for the header in the user's language (ADR 0152)", async () => {
    const session = await login(app(), DEMO.colomboMc);
    const response = await app().inject({ url: '/api/v1/users/me', headers: bearer(session.accessToken) });
    expect(response.json().selectedLocalAuthority).toEqual(COLOMBO_MC_SESSION);
  });

  it('reads the database on each call, so a changed role shows at once', async () => {
    const session = await login(app(), DEMO.admin);
    await app().db.query("UPDATE users SET roles = ARRAY['001', '005'] WHERE id = $1", [session.loggedUser.id]);
    const me = await app().inject({ url: '/api/v1/users/me', headers: bearer(session.accessToken) });
    expect(me.json()).toMatchObject({ roles: ['001', '005'], defaultRole: '001', selectedLocalAuthority: null, selectedRecycler: null });
  });
});
