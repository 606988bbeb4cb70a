import { LA_SCOPE_MESSAGE } from '#auth/policy';
import { findReportedYears } from '#routes/mfa/repository';
import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, insertWaste, otherAuthorityId, range } from '#test/helpers/waste-data';

type Answer = Awaited<ReturnType<ReturnType<ReturnType<typeof useTestApp>>['inject']>>;

/** A month of hard plastic at this many tonnes a day, nothing else. */
const month = (start: string, end: string, tonnesPerDay: number) =>
  range(start, end, {
    collectedQuantity: tonnesPerDay,
    recoveredQuantity: 0,
    rejectedQuantity: 0,
    discardedQuantity: 0,
    recycledQuantityKg: 0,
  });

describe('corrections of an authority waste record', () => {
  const app = useTestApp();
  const tokens = useTokens(app, {
    colombo: DEMO.colomboMc,
    admin: DEMO.admin,
    superAdmin: DEMO.superAdmin,
    customs: DEMO.customs,
    recycler: DEMO.recycler,
  });
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app().inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  const saved = async (body: object, token = tokens.colombo, localAuthorityId?: string) => {
    const answer = await insertWaste(app(), token, body, localAuthorityId);
    expect(answer.statusCode).toBe(201);
    return answer.json() as { id: string; wasteId: string };
  };
  const correct = (payload: object, token = tokens.colombo, query = '') =>
    call('POST', `/local-authority/waste-corrections${query}`, token, payload);
  const sent = async (payload: object) => {
    const answer = await correct(payload);
    expect(answer.statusCode).toBe(201);
    return answer.json().id as string;
  };
  const view = async (id: string) => (await call('GET', `/local-authority/waste-view/${id}`, tokens.colombo)).json();
  const complete = (id: string, token = tokens.admin) => call('POST', `/requests/${id}/complete`, token);
  const discard = (id: string, reason: string, token = tokens.admin) => call('POST', `/requests/${id}/discard`, token, { reason });
  const listed = async () =>
    ((await call('POST', '/local-authority/search-waste', tokens.colombo, { pageSize: 100 })).json().rows as { wasteId: string }[]).map(
      (row) => row.wasteId,
    );
  const collectedIn = async (year: number) =>
    (await call('POST', '/local-authority/la-waste-collection', tokens.colombo, { year })).json().totals.collectedKg as number;
  const inputVersion = async () =>
    Number(
      (
        await app().db.query<{ v: string }>(
          `SELECT coalesce(sum(version), 0) AS v FROM mfa_input_versions WHERE local_authority_id = 'LG-11001' AND year = 2025`,
        )
      ).rows[0].v,
    );
  const audit = async (entityId: string) =>
    (
      await app().db.query<{ action: string; entity: string; before: unknown; after: unknown }>(
        'SELECT action, entity, before, after FROM audit_log WHERE entity_id = $1 ORDER BY id',
        [entityId],
      )
    ).rows;
  const expectError = (answer: Answer, status: number, body: object) =>
    expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status, body });

  it('refuses a body without a reason, or with neither or both of void and replacement (400)', async () => {
    const record = await saved({ ...DAILY, entryDate: '2025-01-01' });
    const invalid = (message: string) => ({ message, code: 'VALIDATION_FAILED', reason: expect.any(String) });
    expectError(await correct({ recordId: record.id, reason: '  ', void: true }), 400, invalid('Enter the reason for the correction'));
    expectError(
      await correct({ recordId: record.id, reason: 'Typo' }),
      400,
      invalid('Give void: true to void the record, or its replacement'),
    );
    expectError(
      await correct({ recordId: record.id, reason: 'Typo', void: true, replacement: { ...DAILY, entryDate: '2025-01-01' } }),
      400,
      invalid('Give either void: true or a replacement, not both'),
    );
    expect((await correct({ recordId: record.id, reason: 'x'.repeat(2001), void: true })).statusCode).toBe(400);
    expect((await correct({ recordId: record.id, reason: 'Typo', void: false })).statusCode).toBe(400);
    expectError(
      await correct({ recordId: record.id, reason: 'Typo', replacement: { ...DAILY, entryDate: '2025-01-01', recycledQuantityKg: 9_000 } }),
      400,
      invalid('Recycled, recovered and rejected quantities together must not be more than the collected quantity'),
    );
    const impossible = await correct({
      recordId: record.id,
      reason: 'Typo',
      replacement: { ...DAILY, entryDate: '2025-01-01', collectedQuantity: 5e6 },
    });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().details).toEqual([{ field: 'body.replacement.collectedQuantity', message: expect.any(String) }]);
    expect((await app().db.query('SELECT 1 FROM waste_corrections')).rows).toHaveLength(0);
  });

  it("answers 404 for another authority's record or an unknown one, and keeps to the save's roles and scope", async () => {
    const other = await otherAuthorityId(app());
    const theirs = await saved({ ...DAILY, entryDate: '2025-01-02' }, tokens.superAdmin, other);
    const notFound = { message: 'Waste data not found', code: 'NOT_FOUND', reason: 'WASTE_DATA' };
    expectError(await correct({ recordId: theirs.id, reason: 'Not ours', void: true }), 404, notFound);
    expectError(await correct({ recordId: theirs.wasteId, reason: 'Not ours', void: true }), 404, notFound);
    expectError(await correct({ recordId: '00000000-0000-4000-8000-000000000000', reason: 'Unknown', void: true }), 404, notFound);
    const mine = await saved({ ...DAILY, entryDate: '2025-01-03' });
    const body = { recordId: mine.id, reason: 'Typo', void: true };
    expectError(await correct(body, tokens.colombo, '?localAuthorityId=LG-11001'), 403, { message: LA_SCOPE_MESSAGE, code: 'LA_SCOPE' });
    for (const token of [tokens.admin, tokens.customs, tokens.recycler]) expect((await correct(body, token)).statusCode).toBe(403);
    expect((await app().inject({ method: 'POST', url: '/api/v1/local-authority/waste-corrections', payload: body })).statusCode).toBe(401);
    expect((await correct(body, tokens.superAdmin)).statusCode).toBe(400);
    expect((await correct({ ...body, recordId: theirs.id }, tokens.superAdmin, `?localAuthorityId=${other}`)).statusCode).toBe(201);
  });

  it("answers 422 for a replacement's unacknowledged warnings, named within the body, and 409 for an overlap with another record", async () => {
    const record = await saved({ ...DAILY, entryDate: '2025-01-10' });
    await saved({ ...DAILY, entryDate: '2025-01-11' });
    const big = { ...DAILY, entryDate: '2025-01-10', collectedQuantity: 90 };
    const refused = await correct({ recordId: record.id, reason: 'Ninety tonnes', replacement: big });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('IMPLAUSIBLE_QUANTITY');
    expect(refused.json().warnings.map((warning: { field: string; code: string }) => `${warning.field} ${warning.code}`)).toEqual([
      'replacement.collectedQuantity ABOVE_ESTIMATE',
      'replacement.collectedQuantity OUTSIDE_HISTORY',
    ]);
    const overlapping = await correct({ recordId: record.id, reason: 'Wrong day', replacement: { ...DAILY, entryDate: '2025-01-11' } });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().code).toBe('DUPLICATE_WASTE_DATA');
    expect(
      (
        await correct({
          recordId: record.id,
          reason: 'Ninety tonnes',
          replacement: { ...big, acknowledgedWarnings: ['ABOVE_ESTIMATE', 'OUTSIDE_HISTORY'] },
        })
      ).statusCode,
    ).toBe(201);
  });

  it('lists a correction in Requests beside parameter requests, with its record and author, and in the sender’s list; a second is 409 CORRECTION_PENDING', async () => {
    const record = await saved({ ...DAILY, entryDate: '2025-01-20' });
    const id = await sent({ recordId: record.wasteId, reason: 'Entered twice', void: true });
    const again = await correct({ recordId: record.id, reason: 'Again', void: true });
    expectError(again, 409, {
      message: 'A correction of this record is already waiting for an admin',
      code: 'CORRECTION_PENDING',
      details: { id },
    });
    expect((await view(record.id)).pendingCorrection).toEqual({ id });

    const rows = (await call('POST', '/requests/search', tokens.admin, { kind: 'CORRECTION' })).json().rows as { id: string }[];
    expect(rows.find((row) => row.id === id)).toEqual({
      id,
      kind: 'CORRECTION',
      localAuthorityId: 'LG-11001',
      localAuthorityName: 'Colombo MC',
      localAuthorityNameSi: 'Colombo මහ නගර සභාව',
      localAuthorityNameTa: 'Colombo மாநகர சபை',
      recyclerId: null,
      recyclerName: null,
      header: `Void ${record.wasteId}`,
      description: 'Entered twice',
      changes: [],
      status: 0,
      seen: false,
      date: expect.any(String),
      updatedAt: expect.any(String),
      senderName: 'Fathima Rizwan',
      senderEmail: DEMO.colomboMc,
      handledByName: null,
      reason: null,
      correction: { recordKind: 'LA_WASTE', recordId: record.id, recordLabel: record.wasteId, void: true, reason: 'Entered twice' },
    });
    await call('POST', '/local-authority/send-request', tokens.colombo, { header: 'Population', description: 'Census 2024' });
    const kinds = (await call('POST', '/requests/search', tokens.admin, { pageSize: 100 }))
      .json()
      .rows.map((row: { kind: string }) => row.kind);
    expect(new Set(kinds)).toEqual(new Set(['CORRECTION', 'PARAMETERS']));
    expect(
      (await call('POST', '/requests/search', tokens.admin, { kind: 'PARAMETERS' }))
        .json()
        .rows.every((row: { kind: string }) => row.kind === 'PARAMETERS'),
    ).toBe(true);
    const mine = (await call('GET', '/local-authority/view-sent-requests', tokens.colombo)).json();
    expect(mine.find((row: { id: string }) => row.id === id)).toMatchObject({
      kind: 'CORRECTION',
      header: `Void ${record.wasteId}`,
      statusLabel: 'pending',
      correction: { recordKind: 'LA_WASTE', recordId: record.id, void: true },
    });
    expect(mine.find((row: { header: string }) => row.header === 'Population')).toMatchObject({ kind: 'PARAMETERS', correction: null });
    expect((await audit(id)).map((entry) => [entry.entity, entry.action])).toEqual([['waste_correction', 'create']]);
  });

  it('voids a record on completion: it leaves the lists, the chart, the year sums and the MFA, its view says VOIDED, the author hears of it', async () => {
    const record = await saved(month('2025-06-01', '2025-06-30', 2));
    const [collected, version] = [await collectedIn(2025), await inputVersion()];
    const yearBefore = (await findReportedYears(app().db, 2025, ['LG-11001'])).get('LG-11001')!;
    const summaryBefore = (await call('GET', '/mfa/mfa-la-summary?year=2025', tokens.colombo)).json();
    const id = await sent({ recordId: record.id, reason: 'No collection in June', void: true });

    const opened = await call('GET', `/requests/${id}`, tokens.admin);
    expect(opened.json()).toMatchObject({
      status: 1,
      correction: {
        recordKind: 'LA_WASTE',
        void: true,
        reason: 'No collection in June',
        current: { id: record.id, status: 'CURRENT' },
        proposed: null,
      },
    });
    const completed = await complete(id);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 2, kind: 'CORRECTION' });

    expect(await listed()).not.toContain(record.wasteId);
    expect(await collectedIn(2025)).toBeCloseTo(collected - 60_000, 3);
    const yearAfter = (await findReportedYears(app().db, 2025, ['LG-11001'])).get('LG-11001')!;
    expect(yearAfter.records).toBe(yearBefore.records - 1);
    expect(yearAfter.collectedKg).toBeCloseTo(yearBefore.collectedKg - 60_000, 3);
    expect(await inputVersion()).toBeGreaterThan(version);
    const summaryAfter = (await call('GET', '/mfa/mfa-la-summary?year=2025', tokens.colombo)).json();
    expect(summaryAfter.reported.collectedKg).toBeCloseTo(summaryBefore.reported.collectedKg - 60_000, 3);

    expect(await view(record.id)).toMatchObject({
      id: record.id,
      wasteId: record.wasteId,
      status: 'VOIDED',
      replacedBy: null,
      replaces: null,
      pendingCorrection: null,
    });
    expect((await call('GET', `/requests/${id}`, tokens.admin)).json().correction.current).toMatchObject({
      id: record.id,
      status: 'VOIDED',
    });
    expect((await audit(record.id)).map((entry) => entry.action)).toEqual(['create', 'void']);
    expect((await audit(record.id))[1]).toMatchObject({
      before: { id: record.id, wasteId: record.wasteId },
      after: { status: 'VOIDED', replacedBy: null, correctionId: id },
    });
    expect((await audit(id)).map((entry) => entry.action)).toEqual(['create', 'mark-seen', 'complete']);

    const bell = (await call('GET', '/notifications', tokens.colombo)).json();
    expect(bell.rows.find((row: { requestId: string }) => row.requestId === id)).toMatchObject({
      kind: 'correction-approved',
      localAuthorityId: 'LG-11001',
      recyclerId: null,
      header: `Void ${record.wasteId}`,
      reason: null,
    });
    const mine = (await call('GET', '/local-authority/view-sent-requests', tokens.colombo)).json();
    expect(mine.find((row: { id: string }) => row.id === id)).toMatchObject({ statusLabel: 'approved' });

    expectError(await correct({ recordId: record.id, reason: 'Again', void: true }), 409, {
      message: 'This record was voided by a correction: correct its replacement instead',
      code: 'RECORD_NOT_CURRENT',
      reason: 'VOIDED',
      details: { status: 'VOIDED' },
    });
    expect((await complete(id)).statusCode).toBe(409);
    expect((await discard(id, 'Late')).json().code).toBe('REQUEST_ALREADY_HANDLED');
  });

  it("replaces a record on completion with one whose waste ID is the original's revised, in the author's name; a replacement's replacement is -R2", async () => {
    const record = await saved(month('2025-07-01', '2025-07-31', 2));
    const replacement = { ...month('2025-07-01', '2025-07-31', 3), quantityUnit: 'MT_PER_DAY' };
    const collected = await collectedIn(2025);
    const id = await sent({ recordId: record.id, reason: 'Three tonnes a day, not two', replacement });

    const detail = (await call('GET', `/requests/${id}`, tokens.superAdmin)).json().correction;
    expect(detail.current).toMatchObject({ id: record.id, collectedQuantity: 2, normalisedKg: { collected: 62_000 }, status: 'CURRENT' });
    expect(detail.proposed).toEqual({
      wasteId: `${record.wasteId}-R1`,
      localAuthorityId: 'LG-11001',
      mswCollectedKg: null,
      frequencyType: 'RANGE',
      entryDate: null,
      startDate: '2025-07-01',
      endDate: '2025-07-31',
      days: 31,
      plasticType: 'HARD',
      collectedQuantity: 3,
      recoveredQuantity: 0,
      rejectedQuantity: 0,
      discardedQuantity: 0,
      quantityUnit: 'MT_PER_DAY',
      recycledQuantityKg: 0,
      productType: '',
      destination: '',
      budget: null,
      description: '',
      normalisedKg: { collected: 93_000, recovered: 0, rejected: 0, discarded: 0, recycled: 0 },
      kgPerDay: { collected: 3_000, recovered: 0, rejected: 0, discarded: 0, recycled: 0 },
      acknowledgedWarnings: [],
    });

    expect((await complete(id, tokens.superAdmin)).statusCode).toBe(200);
    const original = await view(record.id);
    expect(original).toMatchObject({
      status: 'SUPERSEDED',
      replacedBy: { id: expect.any(String), wasteId: `${record.wasteId}-R1` },
      replaces: null,
    });
    const revised = await view(`${record.wasteId}-R1`);
    expect(revised).toMatchObject({
      wasteId: `${record.wasteId}-R1`,
      status: 'CURRENT',
      collectedQuantity: 3,
      replaces: { id: record.id, wasteId: record.wasteId },
      replacedBy: null,
      createdBy: { name: 'Fathima Rizwan' },
    });
    expect(original.replacedBy.id).toBe(revised.id);
    expect(await listed()).toEqual(expect.arrayContaining([`${record.wasteId}-R1`]));
    expect(await listed()).not.toContain(record.wasteId);
    expect(await collectedIn(2025)).toBeCloseTo(collected + 31_000, 3);
    expect((await audit(record.id)).map((entry) => entry.action)).toEqual(['create', 'supersede']);
    expect(await audit(revised.id)).toEqual([
      { action: 'create', entity: 'la_waste_record', before: null, after: expect.objectContaining({ wasteId: `${record.wasteId}-R1` }) },
    ]);

    expectError(
      await correct({ recordId: record.id, reason: 'Again', void: true }),
      409,
      expect.objectContaining({ code: 'RECORD_NOT_CURRENT' }),
    );
    const second = await sent({ recordId: revised.id, reason: 'Four', replacement: { ...replacement, collectedQuantity: 4 } });
    expect((await complete(second)).statusCode).toBe(200);
    expect((await view(`${record.wasteId}-R2`)).replaces).toEqual({ id: revised.id, wasteId: `${record.wasteId}-R1` });
  });

  it('discards a correction with a reason the author hears of, changing nothing; a second answer is 409', async () => {
    const record = await saved({ ...DAILY, entryDate: '2025-08-01' });
    const id = await sent({
      recordId: record.id,
      reason: 'Wrong plastic',
      replacement: { ...DAILY, entryDate: '2025-08-01', plasticType: 'SOFT' },
    });
    expect((await discard(id, '   ')).statusCode).toBe(400);
    expect((await discard(id, 'The record is right')).json()).toMatchObject({ status: 3, reason: 'The record is right' });
    expect(await view(record.id)).toMatchObject({ status: 'CURRENT', plasticType: 'HARD', pendingCorrection: null });
    const bell = (await call('GET', '/notifications', tokens.colombo)).json();
    expect(bell.rows.find((row: { requestId: string }) => row.requestId === id)).toMatchObject({
      kind: 'correction-rejected',
      reason: 'The record is right',
    });
    expect(
      (await call('GET', '/local-authority/view-sent-requests', tokens.colombo)).json().find((row: { id: string }) => row.id === id),
    ).toMatchObject({
      statusLabel: 'rejected',
      reason: 'The record is right',
    });
    expect((await complete(id)).json().code).toBe('REQUEST_ALREADY_HANDLED');
    expect((await audit(id)).map((entry) => entry.action)).toEqual(['create', 'discard']);
    expect((await correct({ recordId: record.id, reason: 'Now void it', void: true })).statusCode).toBe(201);
  });

  it('checks a replacement again when completed: one that now overlaps another record is refused with 409 and the correction stays open', async () => {
    const record = await saved({ ...DAILY, entryDate: '2025-09-01' });
    const id = await sent({ recordId: record.id, reason: 'Wrong day', replacement: { ...DAILY, entryDate: '2025-09-02' } });
    await saved({ ...DAILY, entryDate: '2025-09-02' });
    const refused = await complete(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('DUPLICATE_WASTE_DATA');
    expect((await call('GET', `/requests/${id}`, tokens.admin)).json().status).toBe(1);
    expect(await view(record.id)).toMatchObject({ status: 'CURRENT', pendingCorrection: { id } });
  });

  it('lets one of two admins answer a correction at once; the other gets 409 and nothing is applied twice', async () => {
    const record = await saved({ ...DAILY, entryDate: '2025-10-01' });
    const id = await sent({ recordId: record.id, reason: 'Race', void: true });
    const [first, second] = await Promise.all([complete(id), discard(id, 'No', tokens.superAdmin)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const retired = await app().db.query('SELECT 1 FROM retired_records WHERE id = $1', [record.id]);
    expect(retired.rows).toHaveLength(first.statusCode === 200 ? 1 : 0);
  });
});
