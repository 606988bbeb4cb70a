import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CUSTOMS_IMPORT_QUEUE, importCustomsFile } from '#jobs/customs-import';
import { MAX_QUEUED_IMPORTS } from '#jobs/customs-import/limits';
import { bearer, DEMO, login } from '#test/helpers/login';
import { useTestApp } from '#test/helpers/test-app';
import { HEADER, upload } from '#test/routes/customs/customs-upload';

/** A one-line file, different each time (the same file twice is refused as a duplicate). */
const oneLine = (n: number) => `${HEADER}\n2024,1,392321,bags ${n},CHN,1,kg,${n},10,USD\n`;

/** A second customs officer: the demo officer's roles and password under another address. */
async function secondOfficer(app: FastifyInstance): Promise<string> {
  const email = `officer-${randomUUID().slice(0, 8)}@demo.lk`;
  const { rows } = await app.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [DEMO.customs]);
  await app.db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, roles, default_role)
     SELECT $1, password_hash, 'Second', 'Officer', roles, default_role FROM users WHERE id = $2`,
    [email, rows[0].id],
  );
  return (await login(app, email)).accessToken;
}

describe('customs imports queued fairly per account', () => {
  // The workers stay off: the jobs wait in the real queue, and the test takes them in the order the queue gives.
  const app = useTestApp({ apiRateLimitPerMinute: 1_000_000 });
  let first: string;
  let second: string;

  beforeAll(async () => {
    first = (await login(app(), DEMO.customs)).accessToken;
    second = await secondOfficer(app());
  });

  it(`refuses an account's upload beyond ${MAX_QUEUED_IMPORTS} waiting or importing with 429 saying why, and takes it again once one ends`, async () => {
    const queued: string[] = [];
    for (let i = 0; i < MAX_QUEUED_IMPORTS; i += 1) {
      const response = await upload(app(), first, `mine-${i}.csv`, oneLine(i));
      expect(response.statusCode).toBe(202);
      queued.push(response.json().jobId);
    }
    const over = await upload(app(), first, 'one-too-many.csv', oneLine(100));
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json()).toMatchObject({
      code: 'TOO_MANY_IMPORTS',
      message: expect.stringContaining(`${MAX_QUEUED_IMPORTS} files of yours are waiting or importing`),
    });
    const { rows } = await app().db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM customs_uploads WHERE file_name = 'one-too-many.csv')::int
            + (SELECT count(*) FROM customs_upload_parts p WHERE NOT EXISTS (SELECT 1 FROM customs_uploads u WHERE u.id = p.upload_id))::int AS n`,
    );
    expect(rows[0].n).toBe(0);
    // Another account is not held back by the first one's files.
    expect((await upload(app(), second, 'theirs-0.csv', oneLine(200))).statusCode).toBe(202);

    await importCustomsFile(queued[0], { db: app().db, log: app().log });
    const status = await app().inject({ url: `/api/v1/customs/status/${queued[0]}`, headers: bearer(first) });
    expect(status.json().status).toBe('COMPLETED');
    expect((await upload(app(), first, 'one-more.csv', oneLine(101))).statusCode).toBe(202);

    // A file whose job is gone (pg-boss gave up on it) holds no place: it turns FAILED at the next upload.
    const lost = queued[1];
    await app().db.query(`UPDATE customs_uploads SET created_at = now() - interval '2 minutes' WHERE id = $1`, [lost]);
    await app().jobQueue.deleteJob(CUSTOMS_IMPORT_QUEUE, lost);
    expect((await upload(app(), first, 'after-the-lost-one.csv', oneLine(102))).statusCode).toBe(202);
    const { rows: lostRows } = await app().db.query<{ status: string }>('SELECT status FROM customs_uploads WHERE id = $1', [lost]);
    expect(lostRows[0].status).toBe('FAILED');
  });

  it("gives another account's file its turn before the first account's later files", async () => {
    // Start from an empty queue: what the test before left waiting is taken out of the way.
    await app().db.query(`UPDATE customs_uploads SET status = 'FAILED' WHERE status = 'PENDING'`);
    await app().jobQueue.deleteQueuedJobs(CUSTOMS_IMPORT_QUEUE);
    const sent: Record<string, string> = {};
    for (const [who, token, name] of [
      ['first-0', first, 'a0.csv'],
      ['first-1', first, 'a1.csv'],
      ['first-2', first, 'a2.csv'],
      ['second-0', second, 'b0.csv'],
    ] as const) {
      const response = await upload(app(), token, name, oneLine(300 + Object.keys(sent).length));
      expect(response.statusCode).toBe(202);
      sent[response.json().jobId] = who;
    }
    const order: string[] = [];
    for (;;) {
      const [job] = await app().jobQueue.fetch(CUSTOMS_IMPORT_QUEUE);
      if (!job) break;
      order.push(sent[job.id]);
      await app().jobQueue.complete(CUSTOMS_IMPORT_QUEUE, job.id);
    }
    expect(order).toEqual(['first-0', 'second-0', 'first-1', 'first-2']);
  });
});
