import type { FastifyInstance } from 'fastify';
import { purgeIdempotencyKeys } from '#idempotency/idempotency';
import { bearer, DEMO, useTokens } from '#test/helpers/login';
import { rangeEntry, registerCentre, spUrl } from '#test/helpers/sampath-piyasa';
import { useTestApp } from '#test/helpers/test-app';
import { DAILY, range, scoped } from '#test/helpers/waste-data';

// Issue 42 point 3: a phone that never saw the answer of its save sends the entry again with the same
// Idempotency-Key; the server answers the first answer and saves nothing new (ADR 0271).

const count = async (app: FastifyInstance, table: string) =>
  (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

describe('Idempotency-Key on the save calls', () => {
  const app = useTestApp();
  const tokens = useTokens(app, { colombo: DEMO.colomboMc, superAdmin: DEMO.superAdmin });
  const insert = (payload: object, key?: string, token = tokens.colombo, localAuthorityId?: string) =>
    app().inject({
      method: 'POST',
      url: scoped('/insert/la-waste-data', localAuthorityId),
      payload,
      headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    });

  it('a response lost after commit: the retry gets the same answer and one row is saved', async () => {
    const before = await count(app(), 'la_waste_records');
    // The first call commits; its answer is lost on the way (the client never reads it).
    const lost = await insert({ ...DAILY, entryDate: '2025-04-01' }, 'key-lost-after-commit-0001');
    expect(lost.statusCode).toBe(201);
    const retry = await insert({ ...DAILY, entryDate: '2025-04-01' }, 'key-lost-after-commit-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(lost.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await count(app(), 'la_waste_records')).toBe(before + 1);
  });

  it('refuses the same key with another body (409 IDEMPOTENCY_KEY_REUSED) and saves nothing', async () => {
    expect((await insert({ ...DAILY, entryDate: '2025-04-02' }, 'key-reused-000000001')).statusCode).toBe(201);
    const before = await count(app(), 'la_waste_records');
    const other = await insert({ ...DAILY, entryDate: '2025-04-03' }, 'key-reused-000000001');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count(app(), 'la_waste_records')).toBe(before);
  });

  it('keeps keys per user: the same key of another user is a save of its own', async () => {
    const key = 'key-per-user-00000001';
    expect((await insert({ ...DAILY, entryDate: '2025-04-04' }, key)).statusCode).toBe(201);
    const theirs = await insert({ ...DAILY, entryDate: '2025-04-05' }, key, tokens.superAdmin, 'LG-11001');
    expect(theirs.statusCode).toBe(201);
  });

  it('does not keep a refused save: the retry is judged by the rules again', async () => {
    const bad = range('2025-05-10', '2025-05-01');
    const first = await insert(bad, 'key-refused-00000001');
    expect(first.statusCode).toBe(400);
    const again = await insert(bad, 'key-refused-00000001');
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const fixed = await insert({ ...DAILY, entryDate: '2025-05-01' }, 'key-refused-00000001');
    expect(fixed.statusCode).toBe(201);
  });

  it('two calls at once with one key save one row', async () => {
    const before = await count(app(), 'la_waste_records');
    const body = { ...DAILY, entryDate: '2025-04-06' };
    const answers = await Promise.all([insert(body, 'key-concurrent-000001'), insert(body, 'key-concurrent-000001')]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(201);
    expect([201, 409]).toContain(codes[1]);
    expect(await count(app(), 'la_waste_records')).toBe(before + 1);
  });

  it('refuses a malformed key with a clear message', async () => {
    const response = await insert({ ...DAILY, entryDate: '2025-04-07' }, 'bad key!');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'IDEMPOTENCY_KEY' });
  });

  it("replays the centre entries' save too", async () => {
    const centre = await registerCentre(app(), tokens.colombo, 'Idempotent Centre');
    const send = () =>
      app().inject({
        method: 'POST',
        url: spUrl('/save-waste-data'),
        payload: { entries: [rangeEntry(centre, '2025-02-01', '2025-02-28')] },
        headers: { ...bearer(tokens.colombo), 'idempotency-key': 'key-centre-000000001' },
      });
    const before = await count(app(), 'sampath_piyasa_waste_entries');
    const first = await send();
    expect(first.statusCode).toBe(201);
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await count(app(), 'sampath_piyasa_waste_entries')).toBe(before + 1);
  });

  it('purges the answers older than the retention', async () => {
    await app().db.query(
      "UPDATE idempotency_keys SET created_at = now() - interval '15 days' WHERE idempotency_key = 'key-reused-000000001'",
    );
    const kept = await count(app(), 'idempotency_keys');
    expect(await purgeIdempotencyKeys(app().db)).toBe(1);
    expect(await count(app(), 'idempotency_keys')).toBe(kept - 1);
  });
});
