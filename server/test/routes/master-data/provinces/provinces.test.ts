import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

describe('GET /api/v1/master-data/provinces', () => {
  const app = useTestApp();

  it('lists the nine provinces with their codes, names and local authority counts', async () => {
    const session = await login(app(), DEMO.customs);
    const response = await app().inject({ url: '/api/v1/master-data/provinces', headers: bearer(session.accessToken) });
    expect(response.statusCode).toBe(200);
    const provinces = response.json();
    expect(provinces.map((p: { code: string }) => p.code)).toEqual([
      'western',
      'central',
      'southern',
      'northern',
      'eastern',
      'north_western',
      'north_central',
      'uva',
      'sabaragamuwa',
    ]);
    expect(provinces[0]).toEqual({
      id: 'LK-1',
      code: 'western',
      name: 'Western',
      nameSi: 'බස්නාහිර',
      nameTa: 'மேல்',
      localAuthorityCount: expect.any(Number),
    });
    const total = provinces.reduce((sum: number, p: { localAuthorityCount: number }) => sum + p.localAuthorityCount, 0);
    expect(total).toBe(341);
  });

  it('needs a signed-in user', async () => {
    const response = await app().inject({ url: '/api/v1/master-data/provinces' });
    expect(response.statusCode).toBe(401);
  });
});
