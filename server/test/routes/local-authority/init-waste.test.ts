import { colomboToday } from '#dates/colombo-today';
import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, insertWaste, otherAuthorityId, scoped } from '#test/helpers/waste-data';

describe('GET /api/v1/local-authority/init-waste-search and init-waste-form', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, superAdmin: DEMO.superAdmin });
  const get = (path: string, token = tokens.colombo, localAuthorityId?: string) =>
    app().inject({ url: scoped(path, localAuthorityId), headers: bearer(token) });

  it('gives the search choices and the default searcher', async () => {
    for (const token of [tokens.colombo, tokens.superAdmin]) {
      const response = await get('/init-waste-search', token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        frequencyTypes: ['DAILY', 'RANGE'],
        plasticTypes: ['HARD', 'SOFT'],
        paginationOptions: [10, 25, 50, 100],
        sortOrderOptions: ['ASC', 'DESC'],
        defaultSearcher: { pageStart: 0, pageSize: 25, pageSort: 'ASC' },
      });
    }
  });

  it("gives the form choices, the own authority and today's date in Sri Lanka", async () => {
    const [info, response] = await Promise.all([get('/get-la-info'), get('/init-waste-form')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      frequencyTypes: ['DAILY', 'RANGE'],
      plasticTypes: ['HARD', 'SOFT'],
      quantityUnits: ['MT_PER_DAY', 'MT_PER_MONTH', 'MT_PER_YEAR', 'MT_TOTAL'],
      localAuthority: info.json(),
      today: colomboToday(),
      maxPeriodDays: 366,
      productTypeSuggestions: [],
      destinationSuggestions: [],
    });
  });

  it("suggests the authority's own earlier product types and destinations, most used first", async () => {
    const entries = [
      { entryDate: '2025-01-01', productType: 'HDPE crates', destination: 'Kelaniya plant' },
      { entryDate: '2025-01-02', productType: 'PET bottles', destination: '' },
      { entryDate: '2025-01-03', productType: 'PET bottles ', destination: 'Ratmalana yard' },
      { entryDate: '2025-01-04', productType: 'Agri film', destination: 'Ratmalana yard' },
      { entryDate: '2025-01-05' },
    ];
    for (const entry of entries) expect((await insertWaste(app(), tokens.colombo, { ...DAILY, ...entry })).statusCode).toBe(201);
    const other = await otherAuthorityId(app());
    await insertWaste(app(), tokens.superAdmin, { ...DAILY, productType: 'Elsewhere only', destination: 'Elsewhere' }, other);

    const body = (await get('/init-waste-form')).json();
    expect(body.productTypeSuggestions).toEqual(['PET bottles', 'Agri film', 'HDPE crates']);
    expect(body.destinationSuggestions).toEqual(['Ratmalana yard', 'Kelaniya plant']);

    const impersonated = (await get('/init-waste-form', tokens.superAdmin, other)).json();
    expect(impersonated.localAuthority.id).toBe(other);
    expect(impersonated.productTypeSuggestions).toEqual(['Elsewhere only']);
    expect(impersonated.destinationSuggestions).toEqual(['Elsewhere']);
  });

  it('answers 404 for an unknown authority and LA_REQUIRED when a super admin names none', async () => {
    const unknown = await get('/init-waste-form', tokens.superAdmin, 'LG-99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Local authority LG-99999 not found', code: 'NOT_FOUND', reason: 'LOCAL_AUTHORITY' });
    expect((await get('/init-waste-form', tokens.superAdmin)).json().code).toBe('LA_REQUIRED');
  });
});
