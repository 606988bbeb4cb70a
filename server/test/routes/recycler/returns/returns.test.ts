import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const URL = '/api/v1/recycler';

/** A hard plastic return that balances: 100 + 1000 = 700 + 150 + 250. */
const BALANCED = {
  month: '2025-03',
  plasticType: 'HARD',
  openingStockKg: 100,
  closingStockKg: 250,
  intake: [
    { sourceId: 'SRC-LA', kg: 600 },
    { sourceId: 'SRC-CM', kg: 400 },
  ],
  output: [
    { productTypeId: 'HPT-FLK', kg: 500 },
    { productTypeId: 'HPT-PEL', kg: 200 },
  ],
  rejected: [{ destinationId: 'RJD-SLF', kg: 150 }],
};

/** A balanced return whose intake names one source twice. */
const LISTED_TWICE = {
  ...BALANCED,
  month: '2025-05',
  intake: [
    { sourceId: 'SRC-LA', kg: 500 },
    { sourceId: 'SRC-LA', kg: 500 },
  ],
};

describe('recycler returns', () => {
  const app = useTestApp();
  const tokens = useTokens(app, DEMO);
  const post = (path: string, payload: object, token = tokens.recycler) =>
    app().inject({ method: 'POST', url: `${URL}${path}`, payload, headers: bearer(token) });
  const get = (path: string, token = tokens.recycler) => app().inject({ method: 'GET', url: `${URL}${path}`, headers: bearer(token) });

  it('answers the four master data lists with their seeded, provisional defaults', async () => {
    const response = await get('/master-data');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual([
      'hardPlasticProductTypes',
      'plasticRejectedDestinations',
      'plasticSources',
      'softPlasticProductTypes',
    ]);
    expect(body.plasticSources.map((entry: { name: string }) => entry.name)).toEqual([
      'Local authority collection',
      'Sampath Piyasa centres',
      'Collectors and middlemen',
      'Industrial post-consumer',
      'Imported scrap',
    ]);
    expect(body.hardPlasticProductTypes[0]).toEqual({
      id: 'HPT-FLK',
      name: 'Flakes',
      nameSi: 'පතුරු',
      nameTa: 'செதில்கள்',
      provisional: true,
      retired: false,
    });
  });

  it('serves every seeded default in Sinhala and Tamil too, still provisional', async () => {
    const body = (await get('/master-data')).json() as Record<
      string,
      { name: string; nameSi: string | null; nameTa: string | null; provisional: boolean }[]
    >;
    const entries = Object.values(body).flat();
    expect(entries).toHaveLength(15);
    for (const entry of entries) {
      expect(entry.provisional).toBe(true);
      expect(entry.nameSi).toMatch(/[\u0D80-\u0DFF]/);
      expect(entry.nameTa).toMatch(/[\u0B80-\u0BFF]/);
    }
    expect(body.plasticSources[0]).toMatchObject({
      name: 'Local authority collection',
      nameSi: 'පළාත් පාලන ආයතන එකතු කිරීම',
      nameTa: 'உள்ளூராட்சி மன்றச் சேகரிப்பு',
    });
  });

  it('saves a balanced return with its totals, lines, author and audit entry, and lists it', async () => {
    const response = await post('/save-recycler-waste-data', BALANCED);
    expect(response.statusCode).toBe(201);
    const saved = response.json();
    expect(saved).toMatchObject({
      recyclerId: 'RC-DEMO-01',
      month: '2025-03',
      plasticType: 'HARD',
      intakeKg: 1000,
      outputKg: 700,
      rejectedKg: 150,
      openingStockKg: 100,
      closingStockKg: 250,
      createdBy: { name: expect.any(String) },
    });
    expect(saved.intake).toMatchObject([
      { id: 'SRC-LA', name: 'Local authority collection', retired: false, kg: 600 },
      { id: 'SRC-CM', name: 'Collectors and middlemen', retired: false, kg: 400 },
    ]);
    const audit = await app().db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'recycler_return' AND entity_id = $1`,
      [saved.id],
    );
    expect(audit.rows).toEqual([{ action: 'create' }]);

    const detail = await get(`/waste-data-detail/${saved.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({ ...saved, status: 'CURRENT', replacedBy: null, replaces: null, pendingCorrection: null });

    const list = (await post('/search-waste-data-list', { year: 2025, pageStart: 0, pageSize: 25, pageSort: 'ASC' })).json();
    expect(list.total).toBe(1);
    expect(list.rows[0].id).toBe(saved.id);
    expect((await post('/search-waste-data-list', { year: 2024 })).json()).toEqual({ rows: [], total: 0 });
    expect((await post('/search-waste-data-list', { plasticType: 'SOFT' })).json().total).toBe(0);
  });

  it('refuses a return that does not balance, showing the gap, and accepts one within the tolerance', async () => {
    const response = await post('/save-recycler-waste-data', { ...BALANCED, month: '2025-04', closingStockKg: 200 });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('MASS_BALANCE');
    expect(response.json().message).toBe(
      'The return does not balance: opening stock + intake is 1,100 kg, output + rejected + closing stock is 1,050 kg; the gap is 50 kg (more came in than went out), more than the 5.5 kg allowed.',
    );
    expect(response.json().details).toMatchObject({ gapKg: 50, toleranceKg: 5.5 });
    // 5 kg short of 1,100 kg is within 0.5 %.
    expect((await post('/save-recycler-waste-data', { ...BALANCED, month: '2025-04', closingStockKg: 245 })).statusCode).toBe(201);
  });

  it('keeps one return per month and plastic type: 409 naming the existing one', async () => {
    const response = await post('/save-recycler-waste-data', BALANCED);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('DUPLICATE_RETURN');
    expect(response.json().message).toMatch(
      /^A return for 2025-03, hard plastic, already exists \(entered \d{4}-\d{2}-\d{2}, id [0-9a-f-]{36}\)$/,
    );
    // Soft plastic of the same month is another return.
    const soft = { ...BALANCED, plasticType: 'SOFT', output: [{ productTypeId: 'SPT-FLK', kg: 700 }] };
    expect((await post('/save-recycler-waste-data', soft)).statusCode).toBe(201);
  });

  it('refuses lines from the wrong list, listed twice, and months in the future', async () => {
    const wrongList = await post('/save-recycler-waste-data', {
      ...BALANCED,
      month: '2025-05',
      output: [{ productTypeId: 'SPT-FLK', kg: 700 }],
    });
    expect(wrongList.statusCode).toBe(400);
    expect(wrongList.json().message).toBe('Unknown entry SPT-FLK: choose one of the list');
    const twice = await post('/save-recycler-waste-data', LISTED_TWICE);
    expect(twice.json().message).toBe("'Local authority collection' is listed twice");
    expect((await post('/save-recycler-waste-data', { ...BALANCED, month: '2999-01' })).json().message).toBe(
      'The month cannot be in the future',
    );
    expect((await post('/save-recycler-waste-data', { ...BALANCED, month: '2025-13' })).statusCode).toBe(400);
  });

  it('names the refused field of a return in the shape the forms map onto their fields', async () => {
    const future = await post('/save-recycler-waste-data', { ...BALANCED, month: '2999-01' });
    expect(future.json()).toEqual({
      message: 'The month cannot be in the future',
      code: 'VALIDATION',
      reason: 'FUTURE_MONTH',
      details: [{ field: 'body.month', message: 'The month cannot be in the future' }],
    });
    const twice = await post('/save-recycler-waste-data', LISTED_TWICE);
    expect(twice.json().details).toEqual([{ field: 'body.intake.1.sourceId', message: "'Local authority collection' is listed twice" }]);
    const years = await post('/own-graph', { fromYear: 2025, toYear: 2020 });
    expect(years.json()).toMatchObject({
      code: 'VALIDATION',
      details: [{ field: 'body.fromYear', message: 'fromYear cannot be after toYear' }],
    });
  });

  it('retires a master data entry: gone from new returns and the form, kept on old returns', async () => {
    const retire = await post(
      '/save-master-data',
      { id: 'SRC-CM', list: 'plasticSources', name: 'Collectors and middlemen', retired: true },
      tokens.superAdmin,
    );
    expect(retire.statusCode).toBe(200);
    expect(retire.json()).toMatchObject({ id: 'SRC-CM', retired: true });
    expect((await get('/master-data')).json().plasticSources.map((entry: { id: string }) => entry.id)).not.toContain('SRC-CM');
    expect(
      (await get('/master-data?includeRetired=true', tokens.superAdmin)).json().plasticSources.map((entry: { id: string }) => entry.id),
    ).toContain('SRC-CM');

    const refused = await post('/save-recycler-waste-data', { ...BALANCED, month: '2025-06' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("'Collectors and middlemen' is retired: choose a current entry");

    const old = (await post('/search-waste-data-list', { year: 2025, plasticType: 'HARD' })).json().rows[0];
    const detail = (await get(`/waste-data-detail/${old.id}`)).json();
    expect(detail.intake[1]).toEqual({
      id: 'SRC-CM',
      name: 'Collectors and middlemen',
      nameSi: 'එකතු කරන්නන් සහ අතරමැදියන්',
      nameTa: 'சேகரிப்பாளர்களும் இடைத்தரகர்களும்',
      retired: true,
      kg: 400,
    });

    // Add and rename, audited; a name taken in the list is 409; a recycler may not edit.
    const added = await post('/save-master-data', { list: 'plasticSources', name: 'Beach clean-ups' }, tokens.superAdmin);
    expect(added.json()).toMatchObject({ name: 'Beach clean-ups', provisional: false, retired: false });
    const renamed = await post(
      '/save-master-data',
      { id: added.json().id, list: 'plasticSources', name: 'Coastal clean-ups' },
      tokens.superAdmin,
    );
    expect(renamed.json().name).toBe('Coastal clean-ups');
    expect((await post('/save-master-data', { list: 'plasticSources', name: 'imported SCRAP' }, tokens.superAdmin)).statusCode).toBe(409);
    expect((await post('/save-master-data', { list: 'plasticSources', name: 'Mine' })).statusCode).toBe(403);
    const audit = await app().db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'recycler_master_data' ORDER BY id`,
    );
    expect(audit.rows.map((row: { action: string }) => row.action)).toEqual(['update', 'create', 'update']);
  });

  it('scopes every call: own returns only, recyclerId only from a super admin, other roles 403', async () => {
    const own = (await post('/search-waste-data-list', {})).json().rows[0];
    // Another recycler's return is 404 to this recycler.
    const other = await post(
      '/save-recycler-waste-data',
      { ...BALANCED, month: '2024-01', intake: [{ sourceId: 'SRC-LA', kg: 1000 }] },
      tokens.superAdmin,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('RC_REQUIRED');
    const asRc2 = await app().inject({
      method: 'POST',
      url: `${URL}/save-recycler-waste-data?recyclerId=RC-DEMO-02`,
      payload: { ...BALANCED, month: '2024-01', intake: [{ sourceId: 'SRC-LA', kg: 1000 }] },
      headers: bearer(tokens.superAdmin),
    });
    expect(asRc2.statusCode).toBe(201);
    expect(asRc2.json().recyclerId).toBe('RC-DEMO-02');
    expect((await get(`/waste-data-detail/${asRc2.json().id}`)).statusCode).toBe(404);
    expect((await get(`/waste-data-detail/${own.id}?recyclerId=RC-DEMO-02`, tokens.superAdmin)).statusCode).toBe(404);
    expect((await get(`/waste-data-detail/${own.id}?recyclerId=RC-DEMO-01`, tokens.superAdmin)).statusCode).toBe(200);

    const forged = await post('/search-waste-data-list?recyclerId=RC-DEMO-02', {});
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('Unauthorized: recyclerId can only be used by super admin impersonating recycler');
    expect((await post('/search-waste-data-list?recyclerId=RC-NOPE', {}, tokens.superAdmin)).statusCode).toBe(404);

    for (const token of [tokens.colomboMc, tokens.customs, tokens.admin]) {
      expect((await post('/search-waste-data-list', {}, token)).statusCode).toBe(403);
      expect((await post('/save-recycler-waste-data', BALANCED, token)).statusCode).toBe(403);
      expect((await get('/master-data', token)).statusCode).toBe(403);
      expect((await post('/national-graph', {}, token)).statusCode).toBe(403);
    }
  });

  it('draws the own graph and the national graph with this recycler share, never another recycler own figures', async () => {
    const own = (await post('/own-graph', { fromYear: 2024, toYear: 2025 })).json();
    expect(own.months.map((month: { month: string; plasticType: string }) => `${month.month} ${month.plasticType}`)).toEqual([
      '2025-03 HARD',
      '2025-03 SOFT',
      '2025-04 HARD',
    ]);
    expect(own.outputByProductType[0]).toEqual({
      month: '2025-03',
      plasticType: 'HARD',
      productTypeId: 'HPT-FLK',
      productTypeName: 'Flakes',
      productTypeNameSi: 'පතුරු',
      productTypeNameTa: 'செதில்கள்',
      kg: 500,
    });

    const national = (await post('/national-graph', { fromYear: 2024, toYear: 2025 })).json();
    expect(national.months[0]).toEqual({
      month: '2024-01',
      recyclers: 1,
      intakeKg: 1000,
      outputKg: 700,
      rejectedKg: 150,
      ownIntakeKg: 0,
      ownOutputKg: 0,
    });
    expect(national.months[1]).toMatchObject({ month: '2025-03', recyclers: 1, intakeKg: 2000, ownIntakeKg: 2000 });
    expect(JSON.stringify(national)).not.toContain('RC-DEMO-02');

    expect((await post('/national-graph', { fromYear: 2010, toYear: 2025 })).json().message).toBe(
      'Chart data can be accessed for at most 10 years',
    );
    expect((await post('/own-graph', { fromYear: 2026, toYear: 2025 })).statusCode).toBe(400);
  });

  it('adds, renames and retires an entry in three languages: English required, a blank translation cleared, an absent one kept', async () => {
    const save = (payload: object) => post('/save-master-data', payload, tokens.superAdmin);
    const added = await save({ list: 'plasticRejectedDestinations', name: 'Incineration', nameSi: 'භස්මීකරණය', nameTa: 'எரியூட்டல்' });
    expect(added.statusCode).toBe(200);
    const id = added.json().id as string;
    expect(added.json()).toEqual({ id, name: 'Incineration', nameSi: 'භස්මීකරණය', nameTa: 'எரியூட்டல்', provisional: false, retired: false });
    expect((await get('/master-data')).json().plasticRejectedDestinations.at(-1)).toMatchObject({ id, nameSi: 'භස්මීකරණය' });

    // English is required; a name taken in another language of the list is refused too.
    expect((await save({ list: 'plasticRejectedDestinations', name: '  ', nameSi: 'x' })).statusCode).toBe(400);
    expect((await save({ list: 'plasticRejectedDestinations', nameSi: 'x' })).statusCode).toBe(400);
    const clash = await save({ list: 'plasticRejectedDestinations', name: 'Burning', nameTa: 'எரியூட்டல்' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe("An entry named 'எரியூட்டல்' already exists in this list");

    // Rename: Tamil cleared (blank), Sinhala kept (absent); retiring keeps both translations.
    const renamed = await save({ id, list: 'plasticRejectedDestinations', name: 'Incineration with energy recovery', nameTa: ' ' });
    expect(renamed.json()).toMatchObject({ name: 'Incineration with energy recovery', nameSi: 'භස්මීකරණය', nameTa: null });
    const retired = await save({ id, list: 'plasticRejectedDestinations', name: 'Incineration with energy recovery', retired: true });
    expect(retired.json()).toMatchObject({ nameSi: 'භස්මීකරණය', nameTa: null, retired: true });
    expect((await get('/master-data')).json().plasticRejectedDestinations.map((entry: { id: string }) => entry.id)).not.toContain(id);
    const all = (await get('/master-data?includeRetired=true', tokens.superAdmin)).json().plasticRejectedDestinations;
    expect(all.find((entry: { id: string }) => entry.id === id)).toMatchObject({ nameSi: 'භස්මීකරණය', retired: true });

    const audit = await app().db.query<{ action: string; after: { nameSi?: string | null; nameTa?: string | null } }>(
      `SELECT action, after FROM audit_log WHERE entity = 'recycler_master_data' AND entity_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.rows.map((row) => [row.action, row.after.nameTa])).toEqual([
      ['create', 'எரியூட்டல்'],
      ['update', null],
      ['update', null],
    ]);
    expect((await post('/save-master-data', { id, list: 'plasticRejectedDestinations', name: 'Mine', nameSi: 'මගේ' })).statusCode).toBe(
      403,
    );
  });
});
