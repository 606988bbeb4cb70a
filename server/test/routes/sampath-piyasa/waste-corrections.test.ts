import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { rangeEntry, registerCentre, spGet, spPost } from '#test/helpers/sampath-piyasa';
import { useTestApp } from '#test/helpers/test-app';
import { otherAuthorityId } from '#test/helpers/waste-data';

/** A month's entry of the centre: this many kg of PET (hard), nothing sold or rejected. */
const month = (centreId: string, start: string, end: string, petKg: number) =>
  rangeEntry(centreId, start, end, { quantities: [{ materialId: 'PET_HARD', collectedKg: petKg, soldKg: 0, rejectedKg: 0 }] });

describe('corrections of a Sampath Piyasa centre entry', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, admin: DEMO.admin, superAdmin: DEMO.superAdmin, recycler: DEMO.recycler });
  let centre: string;
  let otherCentre: string;
  beforeAll(async () => {
    centre = await registerCentre(app(), tokens.colombo, 'Borella Centre');
    otherCentre = await registerCentre(app(), tokens.superAdmin, 'Elsewhere', {}, await otherAuthorityId(app()));
  });
  const saved = async (entry: object) => {
    const answer = await spPost(app(), tokens.colombo, '/save-waste-data', { entries: [entry] });
    expect(answer.statusCode).toBe(201);
    return answer.json().entries[0] as { id: string };
  };
  const correct = (payload: object, token = tokens.colombo, query: Record<string, string> = {}) =>
    spPost(app(), token, '/waste-corrections', payload, query);
  const answer = (id: string, what: 'complete' | 'discard', payload?: object) =>
    app().inject({ method: 'POST', url: `/api/v1/requests/${id}/${what}`, headers: bearer(tokens.admin), payload });
  const view = async (id: string) => (await spGet(app(), tokens.colombo, `/waste-view/${id}`)).json();
  const listed = async () =>
    ((await spPost(app(), tokens.colombo, '/search-waste', { pageSize: 100 })).json().rows as { id: string }[]).map((row) => row.id);
  const collectedIn = async (monthNumber: number) =>
    (
      (await spPost(app(), tokens.colombo, '/collected-quantities-graph', { year: 2025 })).json().months as {
        month: number;
        collectedKg: number;
      }[]
    )
      .filter((row) => row.month === monthNumber)
      .reduce((sum, row) => sum + row.collectedKg, 0);

  it('answers 400, 404 and 403 as the save does, and 201 with the correction id', async () => {
    const entry = await saved(month(centre, '2025-01-01', '2025-01-31', 310));
    expect((await correct({ recordId: entry.id, reason: 'Typo' })).statusCode).toBe(400);
    const otherEntry = await spPost(
      app(),
      tokens.superAdmin,
      '/save-waste-data',
      { entries: [month(otherCentre, '2025-01-01', '2025-01-31', 310)] },
      {
        localAuthorityId: await otherAuthorityId(app()),
      },
    );
    const notFound = await correct({ recordId: otherEntry.json().entries[0].id, reason: 'Typo', void: true });
    expect({ status: notFound.statusCode, body: notFound.json() }).toEqual({
      status: 404,
      body: { message: 'Sampath Piyasa waste data not found', code: 'NOT_FOUND', reason: 'CENTRE_WASTE_DATA' },
    });
    const elsewhere = await correct({
      recordId: entry.id,
      reason: 'Moved',
      replacement: month(otherCentre, '2025-01-01', '2025-01-31', 310),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await correct({ recordId: entry.id, reason: 'Typo', void: true }, tokens.recycler)).statusCode).toBe(403);
    expect(
      (await correct({ recordId: entry.id, reason: 'Typo', void: true }, tokens.colombo, { localAuthorityId: 'LG-11001' })).statusCode,
    ).toBe(403);
    const created = await correct({ recordId: entry.id, reason: 'Typo', void: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await correct({ recordId: entry.id, reason: 'Again', void: true })).json().code).toBe('CORRECTION_PENDING');
    expect((await answer(created.json().id, 'complete')).statusCode).toBe(200);
    expect((await correct({ recordId: entry.id, reason: 'Again', void: true })).json().code).toBe('RECORD_NOT_CURRENT');
    expect(await listed()).not.toContain(entry.id);
    expect(await view(entry.id)).toMatchObject({ status: 'VOIDED', replacedBy: null });
  });

  it("replaces an entry with one entry of the save's shape: lists and graphs read the replacement only", async () => {
    const entry = await saved(month(centre, '2025-03-01', '2025-03-31', 310));
    expect(await collectedIn(3)).toBe(310);
    const replacement = month(centre, '2025-03-01', '2025-03-31', 620);
    const refused = await correct({
      recordId: entry.id,
      reason: 'Twice as much',
      replacement: { ...replacement, quantities: [{ ...replacement.quantities[0], collectedKg: 3_000_000 }] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().warnings[0]).toMatchObject({ field: 'replacement.quantities', code: 'ABOVE_ESTIMATE' });
    const id = (await correct({ recordId: entry.id, reason: 'Twice as much', replacement })).json().id as string;

    const detail = (await app().inject({ method: 'GET', url: `/api/v1/requests/${id}`, headers: bearer(tokens.admin) })).json();
    expect(detail).toMatchObject({
      kind: 'CORRECTION',
      header: 'Replace centre entry Borella Centre, 2025-03-01 to 2025-03-31, BROUGHT_BY_PUBLIC',
      correction: {
        recordKind: 'CENTRE_WASTE',
        void: false,
        current: { id: entry.id, totals: { collectedKg: 310 }, status: 'CURRENT', pendingCorrection: { id } },
        proposed: {
          sampathPiyasaId: centre,
          centreName: 'Borella Centre',
          days: 31,
          totals: { collectedKg: 620 },
          acknowledgedWarnings: [],
        },
      },
    });
    expect((await answer(id, 'complete')).statusCode).toBe(200);
    const original = await view(entry.id);
    expect(original).toMatchObject({ status: 'SUPERSEDED', replacedBy: { id: expect.any(String) } });
    expect(original.replacedBy.wasteId).toBeUndefined();
    const revised = await view(original.replacedBy.id);
    expect(revised).toMatchObject({ status: 'CURRENT', replaces: { id: entry.id }, totals: { collectedKg: 620 } });
    expect(await listed()).toEqual(expect.arrayContaining([revised.id]));
    expect(await listed()).not.toContain(entry.id);
    expect(await collectedIn(3)).toBe(620);
    const audit = await app().db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'sampath_piyasa_waste_entry' AND entity_id = $1 ORDER BY id`,
      [entry.id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'supersede']);
  });

  it('discards a correction with a reason and leaves the entry as it was', async () => {
    const entry = await saved(month(centre, '2025-05-01', '2025-05-31', 310));
    const id = (await correct({ recordId: entry.id, reason: 'Wrong month', void: true })).json().id as string;
    expect((await answer(id, 'discard', { reason: 'It is right' })).statusCode).toBe(200);
    expect(await view(entry.id)).toMatchObject({ status: 'CURRENT', pendingCorrection: null });
    const sent = await app().inject({ method: 'GET', url: '/api/v1/local-authority/view-sent-requests', headers: bearer(tokens.colombo) });
    expect(sent.json().find((row: { id: string }) => row.id === id)).toMatchObject({
      kind: 'CORRECTION',
      statusLabel: 'rejected',
      reason: 'It is right',
      correction: { recordKind: 'CENTRE_WASTE', recordId: entry.id },
    });
    expect((await answer(id, 'complete')).statusCode).toBe(409);
  });
});
