import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

/** A balanced hard plastic return: 100 + intake = 700 + 150 + closing. */
const month = (yyyyMm: string, intakeKg = 1_000) => ({
  month: yyyyMm,
  plasticType: 'HARD',
  openingStockKg: 100,
  closingStockKg: intakeKg - 750,
  intake: [{ sourceId: 'SRC-LA', kg: intakeKg }],
  output: [{ productTypeId: 'HPT-FLK', kg: 700 }],
  rejected: [{ destinationId: 'RJD-SLF', kg: 150 }],
});

describe("corrections of a recycler's return", () => {
  const app = useTestApp();
  const tokens = useTokens(app, { recycler: DEMO.recycler, admin: DEMO.admin, superAdmin: DEMO.superAdmin, colombo: DEMO.colomboMc });
  const inject = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app().inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  const saved = async (body: object, token = tokens.recycler, query = '') => {
    const answer = await inject('POST', `/recycler/save-recycler-waste-data${query}`, token, body);
    expect(answer.statusCode).toBe(201);
    return answer.json() as { id: string };
  };
  const correct = (payload: object, token = tokens.recycler, query = '') =>
    inject('POST', `/recycler/waste-corrections${query}`, token, payload);
  const detail = async (id: string) => (await inject('GET', `/recycler/waste-data-detail/${id}`, tokens.recycler)).json();
  const listed = async () =>
    ((await inject('POST', '/recycler/search-waste-data-list', tokens.recycler, { year: 2025 })).json().rows as { id: string }[]).map(
      (row) => row.id,
    );
  const graphIntake = async (yyyyMm: string) =>
    (
      (await inject('POST', '/recycler/own-graph', tokens.recycler, { fromYear: 2025, toYear: 2025 })).json().months as {
        month: string;
        intakeKg: number;
      }[]
    )
      .filter((row) => row.month === yyyyMm)
      .reduce((sum, row) => sum + row.intakeKg, 0);

  it("answers 400, 404, 403 and 409 as the save's scope and rules say, and 201 with the correction id", async () => {
    const own = await saved(month('2025-01'));
    const theirs = await saved(month('2025-01'), tokens.superAdmin, '?recyclerId=RC-DEMO-02');
    expect((await correct({ recordId: own.id, reason: ' ', void: true })).statusCode).toBe(400);
    const unbalanced = await correct({ recordId: own.id, reason: 'Typo', replacement: { ...month('2025-01'), closingStockKg: 5 } });
    expect(unbalanced.json().code).toBe('MASS_BALANCE');
    const future = await correct({ recordId: own.id, reason: 'Typo', replacement: month('2099-01') });
    expect(future.json()).toMatchObject({ code: 'VALIDATION', details: [{ field: 'body.replacement.month' }] });
    expect((await correct({ recordId: theirs.id, reason: 'Typo', void: true })).statusCode).toBe(404);
    expect((await correct({ recordId: own.id, reason: 'Typo', void: true }, tokens.colombo)).statusCode).toBe(403);
    expect((await correct({ recordId: own.id, reason: 'Typo', void: true }, tokens.recycler, '?recyclerId=RC-DEMO-01')).json().code).toBe(
      'RC_SCOPE',
    );
    expect((await correct({ recordId: own.id, reason: 'Typo', void: true }, tokens.superAdmin)).json().code).toBe('RC_REQUIRED');
    await saved(month('2025-02'));
    const taken = await correct({ recordId: own.id, reason: 'Wrong month', replacement: month('2025-02') });
    expect(taken.json().code).toBe('DUPLICATE_RETURN');
    const created = await correct({ recordId: theirs.id, reason: 'Typo', void: true }, tokens.superAdmin, '?recyclerId=RC-DEMO-02');
    expect(created.statusCode).toBe(201);
    expect(
      (await correct({ recordId: theirs.id, reason: 'Again', void: true }, tokens.superAdmin, '?recyclerId=RC-DEMO-02')).json().code,
    ).toBe('CORRECTION_PENDING');
  });

  it('replaces a return in the same month: the list, the graph and the detail read the replacement; the recycler hears of it and sees it in its sent list', async () => {
    const own = await saved(month('2025-03'));
    const id = (await correct({ recordId: own.id, reason: 'Intake was 1,200 kg', replacement: month('2025-03', 1_200) })).json()
      .id as string;
    const rows = (await inject('POST', '/requests/search', tokens.admin, { recyclerId: 'RC-DEMO-01' })).json().rows;
    expect(rows).toEqual([
      expect.objectContaining({
        id,
        kind: 'CORRECTION',
        localAuthorityId: null,
        localAuthorityName: null,
        recyclerId: 'RC-DEMO-01',
        recyclerName: 'Lanka Green Polymers (Demo)',
        header: 'Replace return 2025-03, hard plastic',
        senderEmail: DEMO.recycler,
      }),
    ]);
    const opened = (await inject('GET', `/requests/${id}`, tokens.admin)).json();
    expect(opened.correction).toMatchObject({
      recordKind: 'RECYCLER_RETURN',
      current: { id: own.id, intakeKg: 1_000, status: 'CURRENT' },
      proposed: {
        recyclerId: 'RC-DEMO-01',
        month: '2025-03',
        intakeKg: 1_200,
        intake: [{ id: 'SRC-LA', name: 'Local authority collection', kg: 1_200 }],
      },
    });
    expect((await inject('POST', `/requests/${id}/complete`, tokens.admin)).statusCode).toBe(200);

    const original = await detail(own.id);
    expect(original).toMatchObject({ status: 'SUPERSEDED', intakeKg: 1_000, replacedBy: { id: expect.any(String) } });
    expect(await detail(original.replacedBy.id)).toMatchObject({ status: 'CURRENT', intakeKg: 1_200, replaces: { id: own.id } });
    expect(await listed()).toContain(original.replacedBy.id);
    expect(await listed()).not.toContain(own.id);
    expect(await graphIntake('2025-03')).toBe(1_200);

    const sent = (await inject('GET', '/recycler/sent-corrections', tokens.recycler)).json();
    expect(sent.find((row: { id: string }) => row.id === id)).toEqual({
      id,
      header: 'Replace return 2025-03, hard plastic',
      date: expect.any(String),
      status: 2,
      statusLabel: 'approved',
      seen: true,
      reason: null,
      correction: {
        recordKind: 'RECYCLER_RETURN',
        recordId: own.id,
        recordLabel: '2025-03, hard plastic',
        void: false,
        reason: 'Intake was 1,200 kg',
      },
    });
    const news = (await inject('GET', '/notifications', tokens.recycler)).json();
    expect(news.rows).toEqual([
      expect.objectContaining({ kind: 'correction-approved', recyclerId: 'RC-DEMO-01', localAuthorityId: null, requestId: id }),
    ]);
    expect((await inject('GET', '/notifications?recyclerId=RC-DEMO-01', tokens.superAdmin)).json().unread).toBe(1);
    expect((await inject('GET', '/notifications?recyclerId=RC-DEMO-01', tokens.recycler)).statusCode).toBe(403);
    expect((await inject('GET', '/notifications', tokens.colombo)).json().rows).toEqual([]);
    const read = await inject('POST', '/notifications/read', tokens.recycler, { ids: [news.rows[0].id] });
    expect(read.json()).toEqual({ read: 1 });
    expect((await inject('GET', '/notifications', tokens.recycler)).json().unread).toBe(0);
  });

  it('voids a return; discarding another tells the recycler why', async () => {
    const own = await saved(month('2025-04'));
    const voiding = (await correct({ recordId: own.id, reason: 'No activity in April', void: true })).json().id as string;
    expect((await inject('POST', `/requests/${voiding}/complete`, tokens.superAdmin)).statusCode).toBe(200);
    expect(await detail(own.id)).toMatchObject({ status: 'VOIDED', replacedBy: null });
    expect(await graphIntake('2025-04')).toBe(0);
    expect((await correct({ recordId: own.id, reason: 'Again', void: true })).json().code).toBe('RECORD_NOT_CURRENT');
    // The month is free again for a new return.
    const fresh = await saved(month('2025-04', 900));
    const discarding = (await correct({ recordId: fresh.id, reason: 'Wrong', void: true })).json().id as string;
    expect((await inject('POST', `/requests/${discarding}/discard`, tokens.admin, { reason: 'Keep it' })).statusCode).toBe(200);
    const sent = (await inject('GET', '/recycler/sent-corrections', tokens.recycler)).json();
    expect(sent.find((row: { id: string }) => row.id === discarding)).toMatchObject({ statusLabel: 'rejected', reason: 'Keep it' });
    expect((await inject('GET', '/notifications', tokens.recycler)).json().rows[0]).toMatchObject({
      kind: 'correction-rejected',
      reason: 'Keep it',
    });
  });
});
