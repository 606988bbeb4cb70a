import { bearer, DEMO, login, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { markEmailVerified } from '#test/mail/run-mail-jobs';

describe('master data: council types, districts, local authorities', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { recycler: DEMO.recycler });
  const post = (url: string, payload: object, accessToken = tokens.recycler) =>
    app().inject({ method: 'POST', url: `/api/v1/master-data/${url}`, payload, headers: bearer(accessToken) });

  it('GET get-la-types lists the three council types in the spec order', async () => {
    const response = await app().inject({ url: '/api/v1/master-data/get-la-types', headers: bearer(tokens.recycler) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: 'MC', name: 'Municipal Council' },
      { id: 'UC', name: 'Urban Council' },
      { id: 'PS', name: 'Pradeshiya Sabha' },
    ]);
    expect((await app().inject({ url: '/api/v1/master-data/get-la-types' })).statusCode).toBe(401);
  });

  it('POST districts lists all 25 by id, or those of some provinces (one id alone is taken as a list)', async () => {
    const all = await post('districts', {});
    expect(all.statusCode).toBe(200);
    expect(all.json()).toHaveLength(25);
    expect(all.json()[0]).toEqual({ id: 'LK-11', provinceId: 'LK-1', name: 'Colombo', nameSi: 'කොළඹ', nameTa: 'கொழும்பு' });
    const some = (await post('districts', { provinceIds: ['LK-2', 'LK-1'] })).json();
    expect(some.map((district: { id: string }) => district.id)).toEqual(['LK-11', 'LK-12', 'LK-13', 'LK-21', 'LK-22', 'LK-23']);
    expect((await post('districts', { provinceIds: [] })).json()).toHaveLength(25);
    expect((await post('districts', { provinceIds: 'LK-1' })).json()).toHaveLength(3);
    expect((await post('districts', { provinceIds: [{ id: 'LK-1' }] })).statusCode).toBe(400);
  });

  it('POST local-authorities lists all 341 by name, or by district and council type', async () => {
    const all = (await post('local-authorities', {})).json();
    expect(all).toHaveLength(341);
    const names = all.map((authority: { name: string }) => authority.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all).toContainEqual({
      id: 'LG-11001',
      name: 'Colombo MC',
      nameSi: 'Colombo මහ නගර සභාව',
      nameTa: 'Colombo மாநகர சபை',
      nameTranslation: 'council_type_only',
      districtId: 'LK-11',
      councilType: 'MC',
    });

    const colomboMcs = (await post('local-authorities', { districtIds: ['LK-11'], councilTypeIds: ['MC'] })).json();
    expect(colomboMcs.length).toBeGreaterThan(0);
    for (const authority of colomboMcs) expect(authority).toMatchObject({ districtId: 'LK-11', councilType: 'MC' });
    const byType = (await post('local-authorities', { councilTypeIds: ['UC'] })).json();
    expect(byType.every((authority: { councilType: string }) => authority.councilType === 'UC')).toBe(true);
  });

  it('serves a signed-in user with no role at all', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: {
        firstName: 'No',
        lastName: 'Role',
        email: 'norole.master@example.com',
        phone: '0771234567',
        organisation: 'Galle MC',
        password: 'long enough',
      },
    });
    expect(response.statusCode).toBe(202);
    await markEmailVerified(app(), 'norole.master@example.com');
    const session = await login(app(), 'norole.master@example.com', 'long enough');
    expect((await post('districts', {}, session.accessToken)).statusCode).toBe(200);
    expect((await post('local-authorities', {}, session.accessToken)).statusCode).toBe(200);
    expect((await app().inject({ url: '/api/v1/master-data/get-la-types', headers: bearer(session.accessToken) })).statusCode).toBe(200);
    expect((await app().inject({ url: '/api/v1/master-data/provinces', headers: bearer(session.accessToken) })).statusCode).toBe(200);
  });
});
