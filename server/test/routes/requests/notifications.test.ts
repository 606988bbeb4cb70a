import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { registerCentre } from '#test/helpers/sampath-piyasa';
import { useTestApp } from '#test/helpers/test-app';

const LA = '/api/v1/local-authority';

describe('the unseen count, the sender is notified in the bell, and the la-view and customs look-ups', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { sender: DEMO.colomboMc, admin: DEMO.admin, superAdmin: DEMO.superAdmin, customs: DEMO.customs });

  const send = async (header: string) => {
    const response = await app().inject({
      method: 'POST',
      url: `${LA}/send-request`,
      payload: { header, description: 'Covered bins since March', changes: [{ parameter: 'level.collection', value: 'LOW' }] },
      headers: bearer(tokens.sender),
    });
    expect(response.statusCode).toBe(201);
    return response.json().id as string;
  };
  const inject = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app().inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
  const unseen = async (token = tokens.admin) => {
    const response = await inject('GET', '/requests/unseen-count', token);
    expect(response.statusCode).toBe(200);
    return response.json().unseen as number;
  };
  const bell = async (token = tokens.sender, query = '') => {
    const response = await inject('GET', `/notifications${query}`, token);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      rows: { id: string; kind: string; header: string; reason: string | null; requestId: string }[];
      unread: number;
    };
  };

  it('counts unseen requests for admins and super admins only; opening one lowers it', async () => {
    const first = await unseen();
    const id = await send('Unseen count');
    expect(await unseen()).toBe(first + 1);
    expect(await unseen(tokens.superAdmin)).toBe(first + 1);
    expect((await inject('GET', `/requests/${id}`, tokens.admin)).statusCode).toBe(200);
    expect(await unseen()).toBe(first);
    expect((await inject('GET', '/requests/unseen-count', tokens.sender)).statusCode).toBe(403);
    expect((await inject('GET', '/requests/unseen-count', tokens.customs)).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: '/api/v1/requests/unseen-count' })).statusCode).toBe(401);
  });

  it('tells the sending authority that its request was approved or rejected (with the reason), until each account marks it read', async () => {
    const before = (await bell()).unread;
    const approved = await send('Approve me');
    const rejected = await send('Reject me');
    expect((await bell()).unread).toBe(before);
    expect((await inject('POST', `/requests/${approved}/complete`, tokens.admin)).statusCode).toBe(200);
    expect(
      (await inject('POST', `/requests/${rejected}/discard`, tokens.superAdmin, { reason: 'Not backed by a survey' })).statusCode,
    ).toBe(200);
    // A second answer is refused and notifies nobody again.
    expect((await inject('POST', `/requests/${approved}/complete`, tokens.admin)).statusCode).toBe(409);

    const news = await bell();
    expect(news.unread).toBe(before + 2);
    expect(news.rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'request-rejected',
        header: 'Reject me',
        reason: 'Not backed by a survey',
        requestId: rejected,
        localAuthorityId: 'LG-11001',
      }),
      expect.objectContaining({ kind: 'request-approved', header: 'Approve me', reason: null, requestId: approved }),
    ]);
    // A super admin acting as the authority sees the same news, read separately; others see none of it.
    expect((await bell(tokens.superAdmin, '?localAuthorityId=LG-11001')).rows.map((row) => row.requestId)).toEqual(
      expect.arrayContaining([approved, rejected]),
    );
    expect((await bell(tokens.admin)).rows).toEqual([]);
    expect((await bell(tokens.customs)).rows).toEqual([]);
    expect((await inject('GET', '/notifications?localAuthorityId=LG-11001', tokens.admin)).statusCode).toBe(403);
    expect((await inject('GET', '/notifications?localAuthorityId=LG-11001', tokens.sender)).statusCode).toBe(403);
    // Someone else's authority cannot mark them read for it.
    expect((await inject('POST', '/notifications/read', tokens.customs, { ids: [news.rows[0].id] })).json()).toEqual({ read: 0 });

    const marked = await inject('POST', '/notifications/read', tokens.sender, { ids: news.rows.slice(0, 2).map((row) => row.id) });
    expect(marked.json()).toEqual({ read: 2 });
    expect((await inject('POST', '/notifications/read', tokens.sender, { ids: [news.rows[0].id] })).json()).toEqual({ read: 0 });
    expect((await bell()).unread).toBe(before);
    expect((await bell(tokens.superAdmin, '?localAuthorityId=LG-11001')).rows.map((row) => row.requestId)).toEqual(
      expect.arrayContaining([approved, rejected]),
    );
    expect((await inject('POST', '/notifications/read', tokens.sender, { ids: ['nope'] })).statusCode).toBe(400);

    const audit = await app().db.query<{ action: string }>(`SELECT action FROM audit_log WHERE entity = 'notification' ORDER BY id`);
    expect(audit.rows.map((row) => row.action)).toEqual(['mark-read']);
  });

  it('shows a super admin an authority centres and MFA summary without acting as it; nobody else', async () => {
    await registerCentre(app(), tokens.sender, 'Wellawatte centre');
    const centres = await inject('POST', '/admin/local-authorities/LG-11001/centres', tokens.superAdmin, {
      pageStart: 0,
      pageSize: 25,
      pageSort: 'ASC',
    });
    expect(centres.statusCode).toBe(200);
    expect(centres.json()).toMatchObject({ total: 1, rows: [{ name: 'Wellawatte centre' }] });
    expect(
      (await inject('POST', '/admin/local-authorities/LG-11002/centres', tokens.superAdmin, { pageStart: 0, pageSize: 25 })).json().total,
    ).toBe(0);

    const summary = await inject('GET', '/admin/local-authorities/LG-11001/mfa-summary?year=2025', tokens.superAdmin);
    expect(summary.statusCode).toBe(200);
    const own = await inject('GET', '/mfa/mfa-la-summary?year=2025', tokens.sender);
    expect(summary.json()).toEqual(own.json());
    expect(summary.json().localAuthority).toMatchObject({ id: 'LG-11001', name: 'Colombo MC' });

    expect((await inject('GET', '/admin/local-authorities/LG-99999/mfa-summary?year=2025', tokens.superAdmin)).statusCode).toBe(404);
    expect(
      (await inject('POST', '/admin/local-authorities/LG-99999/centres', tokens.superAdmin, { pageStart: 0, pageSize: 25 })).statusCode,
    ).toBe(404);
    for (const token of [tokens.admin, tokens.sender, tokens.customs]) {
      expect((await inject('GET', '/admin/local-authorities/LG-11001/mfa-summary?year=2025', token)).statusCode).toBe(403);
      expect((await inject('POST', '/admin/local-authorities/LG-11001/centres', token, { pageStart: 0, pageSize: 25 })).statusCode).toBe(
        403,
      );
    }
  });

  it('gives each customs account its uploads and the last one; a super admin may read the imports and pending HS codes', async () => {
    const { rows } = await app().db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [DEMO.customs]);
    await app().db.query(
      `INSERT INTO customs_uploads (type, file_name, file_format, sha256, size_bytes, status, created_by, created_at)
       VALUES ('IMPORT', 'a.csv', 'CSV', 'aa', 10, 'COMPLETED', $1, '2025-03-01T10:00:00Z'), ('EXPORT', 'b.csv', 'CSV', 'bb', 10, 'FAILED', $1, '2025-04-02T10:00:00Z')`,
      [rows[0].id],
    );
    const accounts = await inject('POST', '/users/search', tokens.superAdmin, { role: '002', pageStart: 0, pageSize: 25 });
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json().rows.find((row: { email: string }) => row.email === DEMO.customs)).toMatchObject({
      uploads: 2,
      lastUploadAt: '2025-04-02T10:00:00.000Z',
    });
    expect(accounts.json().rows.find((row: { email: string }) => row.email !== DEMO.customs) ?? { uploads: 0 }).toMatchObject({
      uploads: 0,
    });

    const imports = await inject('POST', '/customs-log/search', tokens.superAdmin, { pageStart: 0, pageSize: 5, pageSort: 'DESC' });
    expect(imports.statusCode).toBe(200);
    expect(imports.json().total).toBe(2);
    expect((await inject('POST', '/hscode/search-new', tokens.superAdmin, { pageStart: 0, pageSize: 5, pageSort: 'ASC' })).statusCode).toBe(
      200,
    );
    expect((await inject('POST', '/customs-log/search', tokens.admin, { pageStart: 0, pageSize: 5 })).statusCode).toBe(403);
  });
});
