import { incidence } from '#mfa/reconciliation/index';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { range, WASTE_URL } from '#test/helpers/waste-data';

const MFA = '/api/v1/mfa';

interface Flow {
  from: string;
  to: string;
  reportedKg: number;
  reconciledKg: number;
  sdKg: number | null;
  grossError: { statistic: number | null; flagged: boolean; oneOf: { from: string; to: string }[] };
}

/** The largest imbalance, relative to the largest flow, over every node with flows in and out. */
function worstImbalance(flows: readonly Flow[]): number {
  const { nodes } = incidence(flows);
  const largest = Math.max(1, ...flows.map((flow) => flow.reconciledKg));
  const off = nodes.map((node) =>
    flows.reduce((sum, flow) => sum + (flow.to === node ? flow.reconciledKg : 0) - (flow.from === node ? flow.reconciledKg : 0), 0),
  );
  return Math.max(0, ...off.map(Math.abs)) / largest;
}

describe('GET /mfa/reconciliation and the uncertainty rules', () => {
  const app = useTestApp();
  const get = (url: string, token: string) => app().inject({ method: 'GET', url, headers: bearer(token) });

  it('answers every level with every node balanced, and reconciles a report above the generation estimate', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    // Colombo MC reports 300 t a day collected, far above its plastic generation estimate.
    const payload = range('2024-01-01', '2024-12-31', {
      collectedQuantity: 300,
      recoveredQuantity: 0.5,
      rejectedQuantity: 0.1,
      discardedQuantity: 1,
      recycledQuantityKg: 1000,
    });
    const send = (body: object) =>
      app().inject({ method: 'POST', url: `${WASTE_URL}/insert/la-waste-data`, payload: body, headers: bearer(accessToken) });
    // The plausibility check asks to acknowledge the figure first: the test means it.
    const refused = await send(payload);
    expect(refused.statusCode).toBe(422);
    const codes = (refused.json().warnings as { code: string }[]).map((warning) => warning.code);
    const insert = await send({ ...payload, acknowledgedWarnings: codes });
    expect(insert.statusCode).toBe(201);

    const own = await get(`${MFA}/reconciliation?year=2024&level=AUTHORITY`, accessToken);
    expect(own.statusCode).toBe(200);
    const body = own.json();
    expect(body).toMatchObject({ year: 2024, level: 'AUTHORITY', id: 'LG-11001', authorities: 1, overDetermined: true });
    expect(worstImbalance(body.flows)).toBeLessThan(1e-9);
    expect(body.chiSquare).toBeGreaterThan(0);
    expect(body.pValue).toBeGreaterThanOrEqual(0);
    const collection = body.flows.find((flow: Flow) => flow.from === 'generated' && flow.to === 'collection');
    expect(collection.reportedKg).toBeCloseTo(300_000 * 366, 0);
    expect(collection.reconciledKg).toBeLessThan(collection.reportedKg);
    expect(collection.sdKg).toBeGreaterThan(0);
    expect(body.flows.some((flow: Flow) => flow.grossError.flagged)).toBe(true);

    const { accessToken: admin } = await login(app(), DEMO.admin);
    for (const query of ['level=DISTRICT&id=LK-11', 'level=PROVINCE&id=LK-1', 'level=NATIONAL']) {
      const response = await get(`${MFA}/reconciliation?year=2024&${query}`, admin);
      expect(response.statusCode).toBe(200);
      expect(worstImbalance(response.json().flows)).toBeLessThan(1e-9);
    }
    const nation = (await get(`${MFA}/reconciliation?year=2024&level=NATIONAL`, admin)).json();
    expect(nation.authorities).toBe(341);
  });

  it('draws the Sankey from the reconciled flows, each with its 95 % range as a band; as reported by default', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    const reconciliation = (await get(`${MFA}/reconciliation?year=2024&level=AUTHORITY`, accessToken)).json();
    const collection = reconciliation.flows.find((flow: Flow) => flow.from === 'generated' && flow.to === 'collection');
    const tonnes = (kg: number) => {
      const t = kg / 1000;
      return t.toLocaleString('en-US', { maximumFractionDigits: t >= 100 ? 0 : t >= 1 ? 1 : 3, minimumFractionDigits: 0 });
    };
    const reconciled = await get(`${MFA}/diagram-la?year=2024&lang=si&flows=reconciled`, accessToken);
    expect(reconciled.statusCode).toBe(200);
    const svg = reconciled.body;
    expect(svg).toContain('class="sankey-band"');
    expect(svg).toContain('ප්‍රවාහයක් වටා ඇති ලා පටිය');
    const high = collection.reconciledKg + 1.96 * collection.sdKg;
    expect(svg).toContain(`ජනනය වූ ප්ලාස්ටික් → එකතු කළ: ටොන් ${tonnes(collection.reconciledKg)} (95 % පරාසය: `);
    expect(svg).toContain(` – ටොන් ${tonnes(high)})`);
    // Reconciled, the report above the estimate is weighed, not carried by an inflow of its own.
    expect(svg).not.toContain('ඇස්තමේන්තුවට වඩා වාර්තා වූ');

    const reported = (await get(`${MFA}/diagram-la?year=2024&lang=si`, accessToken)).body;
    expect(reported).not.toContain('class="sankey-band"');
    expect(reported).toContain('ඇස්තමේන්තුවට වඩා වාර්තා වූ');

    const { accessToken: admin } = await login(app(), DEMO.admin);
    const national = await app().inject({
      method: 'POST',
      url: `${MFA}/search-mfa`,
      payload: { year: 2024, level: 'NATIONAL', flows: 'reconciled', format: 'png' },
      headers: bearer(admin),
    });
    expect(national.statusCode).toBe(200);
    expect(national.headers['content-type']).toBe('image/png');
  });

  it('refuses another authority to a local authority, and asks an admin to choose the area', async () => {
    const { accessToken } = await login(app(), DEMO.colomboMc);
    expect((await get(`${MFA}/reconciliation?year=2024&level=AUTHORITY&id=LG-11003`, accessToken)).statusCode).toBe(403);
    const { accessToken: admin } = await login(app(), DEMO.admin);
    const unchosen = await get(`${MFA}/reconciliation?year=2024&level=DISTRICT`, admin);
    expect(unchosen.statusCode).toBe(404);
    expect(unchosen.json()).toMatchObject({ code: 'NOT_FOUND', reason: 'AREA_NOT_CHOSEN' });
    expect((await get(`${MFA}/reconciliation?year=2024&level=AUTHORITY&id=LG-99999`, admin)).statusCode).toBe(404);
    expect((await get(`${MFA}/reconciliation?year=2024&level=WARD`, admin)).statusCode).toBe(400);
  });

  it('versions and audits a change of the rules, which the next reconciliation uses', async () => {
    const { accessToken: superAdmin } = await login(app(), DEMO.superAdmin);
    const before = (await get(`${MFA}/uncertainty-rules`, superAdmin)).json();
    expect(before.rules.find((rule: { kind: string }) => rule.kind === 'REPORTED_RECORD')).toMatchObject({ version: 0, relativeSd: 0.1 });
    const reconciledBefore = (await get(`${MFA}/reconciliation?year=2024&level=AUTHORITY&id=LG-11001`, superAdmin)).json();

    const post = (payload: object, token = superAdmin) =>
      app().inject({ method: 'POST', url: `${MFA}/uncertainty-rules`, payload, headers: bearer(token) });
    expect((await post({ changes: [{ kind: 'REPORTED_RECORD', relativeSd: 0.15 }], note: 'weighbridge audit' })).json()).toEqual({
      saved: [{ kind: 'REPORTED_RECORD', version: 1, relativeSd: 0.15 }],
    });
    expect((await post({ changes: [{ kind: 'REPORTED_RECORD', relativeSd: 0.2 }] })).json().saved[0].version).toBe(2);

    const after = (await get(`${MFA}/uncertainty-rules`, superAdmin)).json();
    expect(after.rules.find((rule: { kind: string }) => rule.kind === 'REPORTED_RECORD')).toMatchObject({ version: 2, relativeSd: 0.2 });
    // The history says who changed each version, by name.
    expect(after.history[0].updatedByName).toMatch(/\S/);
    expect(after.history.map((rule: { version: number; relativeSd: number }) => [rule.version, rule.relativeSd])).toEqual([
      [1, 0.15],
      [2, 0.2],
    ]);
    const { rows } = await app().db.query<{ before: unknown; after: unknown }>(
      `SELECT before, after FROM audit_log WHERE entity = 'mfa_parameter' AND entity_id = 'uncertainty.REPORTED_RECORD' ORDER BY id`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ before: { relativeSd: 0.1, version: 0 }, after: { relativeSd: 0.15, version: 1 } });

    const reconciledAfter = (await get(`${MFA}/reconciliation?year=2024&level=AUTHORITY&id=LG-11001`, superAdmin)).json();
    expect(reconciledAfter.rulesVersions.REPORTED_RECORD).toBe(2);
    const sd = (body: { flows: Flow[] }) => body.flows.find((flow) => flow.from === 'transport' && flow.to === 'sorting');
    if (sd(reconciledBefore) && sd(reconciledAfter))
      expect((sd(reconciledAfter) as unknown as { reportedSdKg: number }).reportedSdKg).toBeGreaterThan(
        (sd(reconciledBefore) as unknown as { reportedSdKg: number }).reportedSdKg,
      );

    // Only the super admin changes them; bad input is refused with a message.
    const { accessToken: admin } = await login(app(), DEMO.admin);
    expect((await post({ changes: [{ kind: 'CENSUS', relativeSd: 0.1 }] }, admin)).statusCode).toBe(403);
    expect((await post({ changes: [{ kind: 'GUESS', relativeSd: 0.1 }] })).statusCode).toBe(400);
    expect((await post({ changes: [{ kind: 'CENSUS', relativeSd: -1 }] })).statusCode).toBe(400);
    const twice = await post({
      changes: [
        { kind: 'CENSUS', relativeSd: 0.1 },
        { kind: 'CENSUS', relativeSd: 0.2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/once/);
  });
});
