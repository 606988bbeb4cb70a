import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const URL = '/api/v1/users';
const NOT_SET = { name: null, email: null, phone: null, updatedAt: null };

describe('the support contact of the Help page', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { superAdmin: DEMO.superAdmin, colombo: DEMO.colomboMc, admin: DEMO.admin });
  const read = (token: string) => app().inject({ method: 'GET', url: `${URL}/me/support-contact`, headers: bearer(token) });
  const set = (token: string, payload: object) =>
    app().inject({ method: 'PUT', url: `${URL}/support-contact`, payload, headers: bearer(token) });

  it('is not set until a super admin sets it; then every signed-in user reads it, and the change is audited', async () => {
    expect((await read(tokens.colombo)).json()).toEqual(NOT_SET);
    const contact = { name: ' Waste Management Unit, Ministry of Environment ', email: 'help@env.gov.lk', phone: '+94 11 203 4100' };
    const stored = await set(tokens.superAdmin, contact);
    expect(stored.statusCode).toBe(200);
    const expected = { name: 'Waste Management Unit, Ministry of Environment', email: 'help@env.gov.lk', phone: '+94 11 203 4100' };
    expect(stored.json()).toEqual({ ...expected, updatedAt: expect.any(String) });
    expect((await read(tokens.colombo)).json()).toEqual({ ...expected, updatedAt: expect.any(String) });

    expect((await set(tokens.superAdmin, { ...contact, phone: '' })).json()).toMatchObject({ phone: null, email: 'help@env.gov.lk' });
    const { rows } = await app().db.query<{ action: string; before: unknown; after: unknown }>(
      "SELECT action, before, after FROM audit_log WHERE entity = 'setting' AND entity_id = 'support.contact' ORDER BY id",
    );
    expect(rows).toEqual([
      { action: 'update', before: null, after: expected },
      { action: 'update', before: expected, after: { ...expected, phone: null } },
    ]);
  });

  it('refuses a bad email or phone naming the field, and anyone but a super admin', async () => {
    const bad = await set(tokens.superAdmin, { name: 'x', email: 'not-an-email', phone: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^body\.email/);
    expect((await set(tokens.superAdmin, { name: 'x', email: '', phone: 'call us' })).statusCode).toBe(400);
    expect((await set(tokens.admin, { name: 'x', email: '', phone: '' })).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: `${URL}/me/support-contact` })).statusCode).toBe(401);
  });
});
