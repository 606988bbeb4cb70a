import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';

const REQUESTS = '/api/v1/requests';
const LA = '/api/v1/local-authority';

describe('the admins answer parameter-change requests', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { sender: DEMO.colomboMc, admin: DEMO.admin, superAdmin: DEMO.superAdmin });

  const send = async (
    header: string,
    changes: { parameter: string; value: number | string }[] = [{ parameter: 'level.collection', value: 'LOW' }],
  ) => {
    const response = await app().inject({
      method: 'POST',
      url: `${LA}/send-request`,
      payload: { header, description: 'Covered bins since March', changes },
      headers: bearer(tokens.sender),
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app().inject({ method, url: `${REQUESTS}${url}`, headers: bearer(token), payload });
  const sent = async () =>
    (await app().inject({ method: 'GET', url: `${LA}/view-sent-requests`, headers: bearer(tokens.sender) })).json() as {
      id: string;
      statusLabel: string;
      reason: string | null;
    }[];
  const collectionLevel = async () => {
    const body = (
      await app().inject({ method: 'GET', url: `${'/api/v1/mfa'}/leakage-parameters?year=2024`, headers: bearer(tokens.sender) })
    ).json();
    return body.stages.find((stage: { stage: string }) => stage.stage === 'collection');
  };

  it('lists a sent request unseen, marks it seen when opened, and completes it once, applying its changes', async () => {
    const id = await send('Collection leakage');
    const unseen = await call('POST', '/search', tokens.admin, { seen: false, localAuthorityId: 'LG-11001' });
    expect(unseen.statusCode).toBe(200);
    expect(unseen.json()).toMatchObject({
      total: 1,
      rows: [{ id, status: 0, seen: false, localAuthorityName: 'Colombo MC', changes: [{ parameter: 'level.collection', value: 'LOW' }] }],
    });
    // The authority in Sinhala and Tamil too, for the requests list and details in the user's language (ADR 0152).
    expect(unseen.json().rows[0]).toMatchObject({ localAuthorityNameSi: 'Colombo මහ නගර සභාව', localAuthorityNameTa: 'Colombo மாநகர சபை' });
    expect((await call('GET', '/waiting', tokens.admin)).json()).toMatchObject({
      unseen: 1,
      waiting: 1,
      ages: expect.arrayContaining([{ bucket: 'day', count: 1 }]),
    });

    const opened = await call('GET', `/${id}`, tokens.admin);
    expect(opened.json()).toMatchObject({ id, status: 1, seen: true, localAuthorityNameSi: 'Colombo මහ නගර සභාව' });
    expect((await call('GET', `/${id}`, tokens.admin)).json().status).toBe(1);
    expect((await call('POST', '/search', tokens.admin, { seen: true })).json().total).toBe(1);

    const before = await collectionLevel();
    const completed = await call('POST', `/${id}/complete`, tokens.admin);
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toMatchObject({ status: 2, handledByName: expect.any(String) });
    const after = await collectionLevel();
    expect(after.level).toBe('LOW');
    expect(after.source.label).toMatch(/Changed on request/);
    expect(before.source.label).not.toMatch(/Changed on request/);

    const again = await call('POST', `/${id}/complete`, tokens.admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request has already been completed; it cannot be completed or discarded again');
    expect((await call('POST', `/${id}/discard`, tokens.superAdmin, { reason: 'late' })).statusCode).toBe(409);
    const { rows } = await app().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mfa_parameters WHERE request_id = $1`, [id]);
    expect(rows[0].n).toBe(1);
    expect((await sent()).find((request) => request.id === id)).toMatchObject({ statusLabel: 'approved', reason: null });

    const audit = await app().db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'parameter_request' AND entity_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'mark-seen', 'complete']);
  });

  it('discards an unseen request with a reason the sender sees; a second discard is refused', async () => {
    const id = await send('Population');
    expect((await call('POST', `/${id}/discard`, tokens.superAdmin, { reason: '   ' })).statusCode).toBe(400);
    const discarded = await call('POST', `/${id}/discard`, tokens.superAdmin, { reason: 'The census figure is already used' });
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ status: 3, reason: 'The census figure is already used' });
    const twice = await call('POST', `/${id}/discard`, tokens.admin, { reason: 'again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This request has already been discarded; it cannot be completed or discarded again');
    expect((await call('POST', `/${id}/complete`, tokens.admin)).statusCode).toBe(409);
    expect((await sent()).find((request) => request.id === id)).toMatchObject({
      statusLabel: 'rejected',
      reason: 'The census figure is already used',
    });
    expect((await call('POST', '/search', tokens.admin, { status: 3 })).json().rows.map((row: { id: string }) => row.id)).toEqual([id]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
    expect((await call('POST', '/search', tokens.admin, { fromDate: today, toDate: today })).json().total).toBe(2);
    expect((await call('POST', '/search', tokens.admin, { toDate: '2020-01-01' })).json().total).toBe(0);
    const badDay = await call('POST', '/search', tokens.admin, { fromDate: '2024-02-30' });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toBe('fromDate is not a valid date');
  });

  it('lets one of two admins win when they complete and discard at once; the other gets 409', async () => {
    const id = await send('Race', [{ parameter: 'level.disposal', value: 'HIGH' }]);
    const [complete, discard] = await Promise.all([
      call('POST', `/${id}/complete`, tokens.admin),
      call('POST', `/${id}/discard`, tokens.superAdmin, { reason: 'Duplicate' }),
    ]);
    expect([complete.statusCode, discard.statusCode].sort()).toEqual([200, 409]);
    const { rows } = await app().db.query<{ status: number; applied: number }>(
      `SELECT status, (SELECT count(*)::int FROM mfa_parameters WHERE request_id = r.id) AS applied FROM parameter_requests r WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toEqual(complete.statusCode === 200 ? { status: 2, applied: 1 } : { status: 3, applied: 0 });
  });

  it('lets only admins and super admins in, and answers 404 for an unknown request', async () => {
    expect((await call('POST', '/search', tokens.sender, {})).statusCode).toBe(403);
    expect((await call('GET', '/waiting', tokens.sender)).statusCode).toBe(403);
    const id = await send('Forbidden');
    expect((await call('POST', `/${id}/complete`, tokens.sender)).statusCode).toBe(403);
    expect((await call('GET', '/00000000-0000-4000-8000-000000000000', tokens.admin)).statusCode).toBe(404);
    expect((await call('POST', '/00000000-0000-4000-8000-000000000000/complete', tokens.admin)).statusCode).toBe(404);
  });
});
