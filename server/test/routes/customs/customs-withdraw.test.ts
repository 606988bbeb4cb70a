import { importCustomsFile } from '#jobs/customs-import';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { HEADER, searchLines, upload, uploadAndImport } from './customs-upload';

const WRONG_FLOW = `${HEADER}
2023,1,392321,Polyethylene sacks and bags,CHN,1000,kg,12500,30000,USD
2023,2,392321,Polyethylene sacks and bags,IND,10,kg,2000,4000,USD
`;
const KEPT = `${HEADER}
2023,1,392310,Boxes and crates,MYS,5,kg,700,900,USD
`;

describe('withdrawing a customs file', () => {
  const app = useTestApp();
  let token: string;
  let adminToken: string;
  beforeAll(async () => {
    token = (await login(app(), DEMO.customs)).accessToken;
    adminToken = (await login(app(), DEMO.superAdmin)).accessToken;
  });

  const withdraw = (jobId: string, payload: object, as = token) =>
    app().inject({ method: 'POST', url: `/api/v1/customs/uploads/${jobId}/withdraw`, payload, headers: bearer(as) });
  const graphs = () =>
    app().inject({
      method: 'POST',
      url: '/api/v1/customs/statisticsGraphs',
      payload: { type: '', year: 2023, toYear: 2023 },
      headers: bearer(token),
    });

  it("takes the file's lines out of search, graphs and downloads; the log keeps it WITHDRAWN with who, when and why; audited", async () => {
    const { jobId } = await uploadAndImport(app(), token, 'wrong-flow.csv', WRONG_FLOW);
    // Asked before the second file too: a graph answer kept in the process follows each upload that turns visible.
    expect((await graphs()).json().perYear).toEqual([expect.objectContaining({ year: 2023, tonnes: 14.5 })]);
    await uploadAndImport(app(), token, 'kept.csv', KEPT);
    expect((await searchLines(app(), token, 'IMPORT')).json().total).toBe(3);
    expect((await graphs()).json().perYear).toEqual([expect.objectContaining({ year: 2023, tonnes: 15.2 })]);

    expect((await withdraw(jobId, { reason: '' })).statusCode).toBe(400);
    const blank = await withdraw(jobId, { reason: '   ' });
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'WITHDRAWAL_REASON_REQUIRED' });
    expect((await withdraw(jobId, { reason: 'No' }, adminToken)).statusCode).toBe(403);

    const done = await withdraw(jobId, { reason: '  Imported as IMPORT; these are exports  ' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'WITHDRAWN',
      reason: 'Imported as IMPORT; these are exports',
      withdrawnAt: expect.any(String),
    });

    const search = (await searchLines(app(), token, 'IMPORT')).json();
    expect(search.total).toBe(1);
    expect(search.rows.map((r: { partnerCountry: string }) => r.partnerCountry)).toEqual(['MYS']);
    expect((await graphs()).json().perYear).toEqual([expect.objectContaining({ year: 2023, tonnes: 0.7 })]);
    const csv = await app().inject({
      method: 'POST',
      url: '/api/v1/customs/download?type=IMPORT&format=csv',
      payload: {},
      headers: bearer(token),
    });
    expect(csv.body).toContain('MYS');
    expect(csv.body).not.toContain('CHN');
    const view = await app().inject({
      method: 'POST',
      url: `/api/v1/customs-log/view/search/${jobId}`,
      payload: {},
      headers: bearer(token),
    });
    expect(view.json()).toMatchObject({ total: 0, rows: [] });

    const log = await app().inject({
      method: 'POST',
      url: '/api/v1/customs-log/search',
      payload: { status: 'WITHDRAWN' },
      headers: bearer(token),
    });
    expect(log.json()).toMatchObject({
      total: 1,
      rows: [
        {
          id: jobId,
          status: 'WITHDRAWN',
          rows: 2,
          withdrawal: {
            reason: 'Imported as IMPORT; these are exports',
            at: expect.any(String),
            by: { name: expect.stringMatching(/\S/) },
          },
        },
      ],
    });
    const status = await app().inject({ url: `/api/v1/customs/status/${jobId}`, headers: bearer(token) });
    expect(status.json()).toMatchObject({ status: 'WITHDRAWN', withdrawalReason: 'Imported as IMPORT; these are exports' });

    const { rows: audit } = await app().db.query<{ after: { status: string; reason: string }; before: { lines: number } }>(
      `SELECT before, after FROM audit_log WHERE action = 'withdraw' AND entity = 'customs_upload' AND entity_id = $1`,
      [jobId],
    );
    expect(audit).toEqual([
      {
        before: expect.objectContaining({ status: 'COMPLETED', lines: 2 }),
        after: { status: 'WITHDRAWN', reason: 'Imported as IMPORT; these are exports' },
      },
    ]);

    const again = await withdraw(jobId, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'UPLOAD_NOT_WITHDRAWABLE', reason: 'WITHDRAWN' });
    // Withdrawn, the same file may be sent again (into the right flow, or the same one).
    expect((await upload(app(), token, 'wrong-flow-again.csv', WRONG_FLOW)).statusCode).toBe(202);
  });

  it('refuses an unknown job (404), a file still importing and a failed file (409), a reason too long (400)', async () => {
    expect((await withdraw('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);
    expect((await withdraw('not-a-job', { reason: 'x' })).statusCode).toBe(404);
    const pending = await upload(app(), token, 'pending.csv', `${HEADER}\n2021,1,392321,Bags,CHN,1,kg,1,1,USD\n`);
    const pendingId = pending.json().jobId;
    expect((await withdraw(pendingId, { reason: 'x' })).json()).toMatchObject({ code: 'UPLOAD_NOT_WITHDRAWABLE', reason: 'PENDING' });
    const failed = await upload(app(), token, 'failed.csv', `${HEADER}\n2021,13,392321,Bags,CHN,1,kg,1,1,USD\n`);
    await importCustomsFile(failed.json().jobId, { db: app().db, log: app().log });
    const refused = await withdraw(failed.json().jobId, { reason: 'x' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'FAILED' });
    expect((await withdraw(pendingId, { reason: 'x'.repeat(1001) })).statusCode).toBe(400);
  });

  it('shows a running import as a percentage of its bytes and the lines read', async () => {
    const content = `${HEADER}\n${Array.from({ length: 5 }, (_, i) => `2020,${i + 1},392321,Bags,CHN,1,kg,1,1,USD`).join('\n')}\n`;
    const response = await upload(app(), token, 'progress.csv', content);
    const { jobId } = response.json();
    const before = await app().inject({ url: `/api/v1/customs/status/${jobId}`, headers: bearer(token) });
    expect(before.json()).toMatchObject({ status: 'PENDING', progress: { percent: 0, linesRead: 0 } });
    // Half the file read and 2 lines written, as the job records them between batches.
    const half = Math.floor(Buffer.byteLength(content) / 2);
    const percent = Math.floor((half * 100) / Buffer.byteLength(content));
    await app().db.query('INSERT INTO customs_upload_progress (upload_id, rows_done, bytes_read) VALUES ($1, 2, $2)', [jobId, half]);
    const during = await app().inject({ url: `/api/v1/customs/status/${jobId}`, headers: bearer(token) });
    expect(during.json()).toMatchObject({ status: 'PENDING', rowsDone: 2, progress: { percent, linesRead: 2 } });
    const log = await app().inject({
      method: 'POST',
      url: '/api/v1/customs-log/search',
      payload: { fileName: 'progress' },
      headers: bearer(token),
    });
    expect(log.json().rows[0]).toMatchObject({ status: 'PENDING', progress: { percent, linesRead: 2 }, withdrawal: null });
    await importCustomsFile(jobId, { db: app().db, log: app().log });
    const after = await app().inject({ url: `/api/v1/customs/status/${jobId}`, headers: bearer(token) });
    expect(after.json()).toMatchObject({ status: 'COMPLETED', progress: { percent: 100, linesRead: 5 } });
  });
});
