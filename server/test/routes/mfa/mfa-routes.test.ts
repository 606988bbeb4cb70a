import { LA_SCOPE_MESSAGE } from '#auth/policy';
import { nodeImbalances, type Flow } from '#mfa/index';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { range, WASTE_URL } from '#test/helpers/waste-data';

const MFA = '/api/v1/mfa';

describe('the MFA calls', () => {
  const app = useTestApp();
  const get = (url: string, token: string) => app().inject({ method: 'GET', url, headers: bearer(token) });

  it('answers an authority summary that balances, changes when data is entered, and flags contradictions', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    const before = (await get(`${MFA}/mfa-la-summary?year=2024`, accessToken)).json();
    expect(before).toMatchObject({ year: 2024, localAuthority: { id: 'LG-11001', name: 'Colombo MC' }, estimated: true });
    expect(before.flags.map((flag: { code: string }) => flag.code)).toContain('NO_DATA');
    expect(before.totals.generatedKg).toBeGreaterThan(0);

    // A whole year of hard plastic, 2 t/day collected: 730,000 kg.
    const insert = await app().inject({
      method: 'POST',
      url: `${WASTE_URL}/insert/la-waste-data`,
      payload: range('2024-01-01', '2024-12-31', {
        collectedQuantity: 2,
        recoveredQuantity: 0.5,
        rejectedQuantity: 0.1,
        discardedQuantity: 1,
        recycledQuantityKg: 100_000,
      }),
      headers: bearer(accessToken),
    });
    expect(insert.statusCode).toBe(201);
    const after = (await get(`${MFA}/mfa-la-summary?year=2024`, accessToken)).json();
    expect(after.estimated).toBe(false);
    expect(after.totals.collectedKg).toBeCloseTo(2000 * 366, 3);
    expect(after.totals.recycledKg).toBeCloseTo(100_000, 3);
    for (const [, off] of nodeImbalances(after.flows as Flow[])) expect(Math.abs(off)).toBeLessThan(1e-6);
    const generation = after.flows.find((flow: Flow) => flow.source === 'generated' && flow.target === 'uncollected');
    if (generation) expect(generation.inputs.map((input: { name: string }) => input.name)).toContain('population');
    expect(after.rates.collectedShare).toBeGreaterThan(0);

    const inputs = (await get(`${MFA}/get-mfa-data-inputs?year=2024`, accessToken)).json();
    expect(inputs.reported).toMatchObject({ coveredDays: 366, days: 366, records: 1 });
    expect(inputs.parameters.find((p: { key: string }) => p.key === 'population').source.provisional).toBe(false);
    expect(inputs.parameters.find((p: { key: string }) => p.key === 'generationRate')).toMatchObject({
      value: 0.8,
      source: { provisional: false },
    });
  });

  it('sums the nation from every authority, per province, with how many had data', async () => {
    const { accessToken } = await login(app(), DEMO.admin);
    const response = await get(`${MFA}/mfa-national-summary?year=2023`, accessToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.authorities).toBe(341);
    expect(body.authoritiesWithData).toBe(0);
    expect(body.provinces).toHaveLength(9);
    const provinceGenerated = body.provinces.reduce((sum: number, p: { totals: { generatedKg: number } }) => sum + p.totals.generatedKg, 0);
    expect(provinceGenerated).toBeCloseTo(body.totals.generatedKg, 0);
    expect(body.rates.population).toBeGreaterThan(21_000_000);
    for (const [, off] of nodeImbalances(body.flows as Flow[])) expect(Math.abs(off)).toBeLessThan(1e-3);
  });

  it('draws the diagrams as SVG by default and PNG on request, in Sinhala and Tamil too', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    const svg = await get(`${MFA}/diagram-la?year=2024`, accessToken);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain('Colombo MC: Plastic flows 2024');
    // The authority's own name in the diagram's language, as its district's and province's are.
    expect((await get(`${MFA}/diagram-la?year=2024&lang=si`, accessToken)).body).toContain('Colombo මහ නගර සභාව:');
    expect((await get(`${MFA}/diagram-la?year=2024&lang=ta`, accessToken)).body).toContain('Colombo மாநகர சபை:');
    const sinhala = await get(`${MFA}/district-diagram-la?year=2024&lang=si`, accessToken);
    expect(sinhala.body).toContain('එකතු නොකළ');
    const tamil = await get(`${MFA}/province-diagram-la?year=2024&lang=ta`, accessToken);
    expect(tamil.body).toContain('சேகரிக்கப்படாதது');
    const png = await get(`${MFA}/diagram-la?year=2024&format=png`, accessToken);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const national = await app().inject({
      method: 'POST',
      url: `${MFA}/search-mfa`,
      payload: { year: 2024, level: 'NATIONAL' },
      headers: bearer(accessToken),
    });
    expect(national.body).toContain('Sri Lanka: Plastic flows 2024');
  });

  it('keeps a local authority to its own authority, district and province', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    const other = await get(`${MFA}/mfa-la-summary?year=2024&localAuthorityId=LG-11002`, accessToken);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(LA_SCOPE_MESSAGE);
    for (const [level, id] of [
      ['LA', 'LG-11002'],
      ['DISTRICT', 'LK-12'],
      ['PROVINCE', 'LK-2'],
    ]) {
      const response = await app().inject({
        method: 'POST',
        url: `${MFA}/search-mfa`,
        payload: { year: 2024, level, id },
        headers: bearer(accessToken),
      });
      expect({ level, status: response.statusCode }).toEqual({ level, status: 403 });
    }
    const own = await app().inject({
      method: 'POST',
      url: `${MFA}/search-mfa`,
      payload: { year: 2024, level: 'DISTRICT', id: 'LK-11' },
      headers: bearer(accessToken),
    });
    expect(own.statusCode).toBe(200);
    const write = await app().inject({
      method: 'POST',
      url: `${MFA}/leakage-parameters`,
      payload: { changes: [{ parameter: 'level.collection', value: 'HIGH' }] },
      headers: bearer(accessToken),
    });
    expect(write.statusCode).toBe(403);
    const recycler = await login(app(), DEMO.recycler);
    expect((await get(`${MFA}/mfa-la-summary?year=2024&localAuthorityId=LG-11001`, recycler.accessToken)).statusCode).toBe(403);
  });

  it("lets a super admin set an authority's levels and inputs, audited, and the results follow", async () => {
    const { accessToken } = await login(app(), DEMO.superAdmin);
    const url = `${MFA}/leakage-parameters?localAuthorityId=LG-11003`;
    const before = (await get(`${MFA}/mfa-la-summary?year=2022&localAuthorityId=LG-11003`, accessToken)).json();
    const bad = await app().inject({
      method: 'POST',
      url,
      payload: { changes: [{ parameter: 'plasticShare', value: 5 }] },
      headers: bearer(accessToken),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('plasticShare is a share: a number from 0 to 1');
    const write = await app().inject({
      method: 'POST',
      url,
      payload: {
        changes: [
          { parameter: 'level.uncollected', value: 'VERY_HIGH' },
          { parameter: 'population', value: 100_000 },
        ],
        note: 'survey 2025',
      },
      headers: bearer(accessToken),
    });
    expect(write.json()).toEqual({ saved: 2 });
    const after = (await get(`${MFA}/mfa-la-summary?year=2022&localAuthorityId=LG-11003`, accessToken)).json();
    expect(after.totals.leakedKg).not.toBeCloseTo(before.totals.leakedKg, 0);
    const levels = (await get(url, accessToken)).json();
    expect(levels.canEdit).toBe(true);
    expect(levels.stages.find((s: { stage: string }) => s.stage === 'uncollected')).toMatchObject({
      level: 'VERY_HIGH',
      source: { kind: 'entered', provisional: false },
    });
    expect(levels.levels).toHaveLength(5);
    const { rows } = await app().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'mfa_parameter' AND entity_id = 'LG-11003'`,
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('parameter-change requests', () => {
  const app = useTestApp();
  const url = '/api/v1/local-authority';

  it('sends a request with proposed changes and lists it as pending, unseen; audited', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    const empty = await app().inject({ method: 'GET', url: `${url}/view-sent-requests`, headers: bearer(accessToken) });
    expect(empty.json()).toEqual([]);
    const sent = await app().inject({
      method: 'POST',
      url: `${url}/send-request`,
      payload: {
        header: 'Collection leakage',
        description: 'New covered bins since March',
        changes: [{ parameter: 'level.collection', value: 'LOW' }],
      },
      headers: bearer(accessToken),
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      header: 'Collection leakage',
      status: 0,
      statusLabel: 'pending',
      seen: false,
      localAuthorityId: 'LG-11001',
    });
    const list = (await app().inject({ method: 'GET', url: `${url}/view-sent-requests`, headers: bearer(accessToken) })).json();
    expect(list).toEqual([
      expect.objectContaining({
        id: sent.json().id,
        header: 'Collection leakage',
        description: 'New covered bins since March',
        status: 0,
        statusLabel: 'pending',
        seen: false,
        date: expect.any(String),
      }),
    ]);
    await app().db.query(`UPDATE parameter_requests SET status = 3`);
    const rejected = (await app().inject({ method: 'GET', url: `${url}/view-sent-requests`, headers: bearer(accessToken) })).json();
    expect(rejected[0]).toMatchObject({ status: 3, statusLabel: 'rejected', seen: true });
    const { rows } = await app().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'parameter_request'`);
    expect(rows[0].n).toBe(1);
  });

  it('refuses a bad proposal and other authorities', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    const bad = await app().inject({
      method: 'POST',
      url: `${url}/send-request`,
      payload: { header: 'x', description: 'y', changes: [{ parameter: 'level.collection', value: 9 }] },
      headers: bearer(accessToken),
    });
    expect(bad.statusCode).toBe(400);
    const blank = await app().inject({
      method: 'POST',
      url: `${url}/send-request`,
      payload: { header: '  ', description: 'y' },
      headers: bearer(accessToken),
    });
    expect(blank.json()).toMatchObject({ message: 'Enter a header and a description' });
    const other = await app().inject({
      method: 'GET',
      url: `${url}/view-sent-requests?localAuthorityId=LG-11002`,
      headers: bearer(accessToken),
    });
    expect(other.statusCode).toBe(403);
    const admin = await login(app(), DEMO.admin);
    expect((await app().inject({ method: 'GET', url: `${url}/view-sent-requests`, headers: bearer(admin.accessToken) })).statusCode).toBe(
      403,
    );
    const superAdmin = await login(app(), DEMO.superAdmin);
    const acting = await app().inject({
      method: 'POST',
      url: `${url}/send-request?localAuthorityId=LG-11002`,
      payload: { header: 'h', description: 'd' },
      headers: bearer(superAdmin.accessToken),
    });
    expect(acting.json()).toMatchObject({ localAuthorityId: 'LG-11002' });
  });
});

describe('the what-if scenario', () => {
  const app = useTestApp();

  it('answers current and scenario side by side and saves nothing', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/mfa/what-if',
      payload: {
        year: 2024,
        changes: [
          { parameter: 'level.uncollected', value: 'NONE' },
          { parameter: 'householdBurnShare', value: 0 },
        ],
      },
      headers: bearer(accessToken),
    });
    expect(response.statusCode).toBe(200);
    const { current, scenario } = response.json();
    expect(scenario.totals.generatedKg).toBeCloseTo(current.totals.generatedKg, 6);
    expect(scenario.totals.burnedKg).toBeLessThan(current.totals.burnedKg);
    expect(scenario.totals.leakedKg).toBeLessThan(current.totals.leakedKg);
    const { rows } = await app().db.query<{ n: number }>('SELECT count(*)::int AS n FROM mfa_parameters');
    expect(rows[0].n).toBe(0);
  });

  it("names each changed parameter's current and proposed value, and lets an admin run it for a request's authority", async () => {
    const payload = {
      year: 2024,
      changes: [
        { parameter: 'level.collection', value: 'LOW' },
        { parameter: 'householdBurnShare', value: 0.45 },
      ],
    };
    const url = '/api/v1/mfa/what-if?localAuthorityId=LG-11001';
    const admin = await app().inject({ method: 'POST', url, payload, headers: bearer((await login(app(), DEMO.admin)).accessToken) });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().parameters).toEqual([
      { parameter: 'level.collection', current: expect.any(String), proposed: 'LOW' },
      { parameter: 'householdBurnShare', current: expect.any(Number), proposed: 0.45 },
    ]);
    const own = await app().inject({
      method: 'POST',
      url: '/api/v1/mfa/what-if',
      payload,
      headers: bearer((await login(app(), DEMO.colomboMc)).accessToken),
    });
    expect(own.json().current.totals).toEqual(admin.json().current.totals);
    // An authority still runs it only for itself; a recycler or customs account not at all.
    const named = await app().inject({ method: 'POST', url, payload, headers: bearer((await login(app(), DEMO.colomboMc)).accessToken) });
    expect(named.statusCode).toBe(403);
    for (const email of [DEMO.recycler, DEMO.customs]) {
      const other = await app().inject({ method: 'POST', url, payload, headers: bearer((await login(app(), email)).accessToken) });
      expect(other.statusCode).toBe(403);
    }
  });
});
