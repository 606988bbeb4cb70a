import { Client } from 'pg';
import { dateOfDayNumber, dayNumber } from '#dates/iso-date';
import { colomboToday } from '#dates/colombo-today';
import { DEMO_PASSWORD } from '#seed/demo-accounts';
import { DEMO } from '../helpers/login';
import { SERVER_URL } from '../helpers/test-database';
import { DAILY } from '../helpers/waste-data';
import { call, createCluster, hasPostgresBinaries, startApi, type Answer, type ApiProcess, type Cluster } from './processes';

/**
 * Issue 16's faults, on PostgreSQL (the `test:pg` run): real server processes (src/server.ts) on a
 * PostgreSQL cluster of the test's own (port 55461), which it may stop and start without touching the
 * shared server.
 */
const CLUSTER_PORT = Number(process.env.FAULTS_PG_PORT ?? 55461);
const API_PORTS = [8261, 8262];
const COLOMBO = 'LG-11001';
const day = (offset: number) => dateOfDayNumber(dayNumber(colomboToday()) + offset);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const run = SERVER_URL && hasPostgresBinaries() ? describe : describe.skip;

run('faults on PostgreSQL', () => {
  let cluster: Cluster;
  let db: Client;
  const apis: ApiProcess[] = [];
  const start = async (port: number) => {
    const api = await startApi(port, cluster.url('waste'));
    apis.push(api);
    return api;
  };
  const signIn = async (api: ApiProcess, email: string) => {
    const answer = await call(api.url('/api/v1/auth/authenticate'), { body: { username: email, password: DEMO_PASSWORD } });
    if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
    return answer.body.access_token as string;
  };

  beforeAll(async () => {
    cluster = createCluster(CLUSTER_PORT);
    const admin = new Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE waste');
    await admin.end();
    db = new Client({ connectionString: cluster.url('waste') });
    // The restart test breaks this connection too; it is not used after it.
    db.on('error', () => undefined);
  }, 120_000);

  afterAll(async () => {
    await db?.end().catch(() => undefined);
    for (const api of apis) await api.kill9().catch(() => undefined);
    cluster?.destroy();
  }, 60_000);

  it('kill -9 in the middle of waste-data inserts leaves nothing half-written, and counts are exact after a restart', async () => {
    let api = await start(API_PORTS[0]);
    await db.connect();
    const token = await signIn(api, DEMO.colomboMc);
    const bodies = Array.from({ length: 40 }, (_, i) => ({ ...DAILY, entryDate: day(-1 - i) }));
    const insert = (target: ApiProcess, body: object) => call(target.url('/api/v1/local-authority/insert/la-waste-data'), { token, body });

    // Forty inserts at once; the process dies once a few have answered.
    let answered = 0;
    const inFlight = bodies.map((body) => insert(api, body).then((answer) => (answered++, answer)));
    while (answered < 3) await sleep(5);
    await api.kill9();
    const first = await Promise.all(inFlight);
    const created = first.filter((answer) => answer.status === 201);
    expect(first.some((answer) => answer.status === 0)).toBe(true); // some were cut off by the kill

    api = await start(API_PORTS[0]);
    const check = async () => {
      const records = await db.query<{ id: string; waste_id: string; audits: number }>(
        `SELECT r.id, r.waste_id,
                (SELECT count(*)::int FROM audit_log a WHERE a.entity = 'la_waste_record' AND a.entity_id = r.id::text AND a.action = 'create') AS audits
           FROM la_waste_records r WHERE r.local_authority_id = $1 ORDER BY r.waste_id`,
        [COLOMBO],
      );
      const counter = await db.query<{ last_number: number }>(
        'SELECT last_number FROM la_waste_id_counters WHERE local_authority_id = $1',
        [COLOMBO],
      );
      const orphans = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM audit_log a WHERE a.entity = 'la_waste_record' AND NOT EXISTS (SELECT 1 FROM la_waste_records r WHERE r.id::text = a.entity_id)`,
      );
      // Every record with its audit entry, numbered without a gap, and no audit entry without its record.
      expect(records.rows.every((row) => row.audits === 1)).toBe(true);
      expect(records.rows.map((row) => row.waste_id)).toEqual(
        records.rows.map((_, i) => `WD-${COLOMBO}-${String(i + 1).padStart(6, '0')}`),
      );
      expect(counter.rows[0]?.last_number ?? 0).toBe(records.rows.length);
      expect(orphans.rows[0].n).toBe(0);
      return records.rows;
    };
    const afterKill = await check();
    // Whatever answered 201 was kept (the rest may or may not have committed before the kill).
    const kept = new Set(afterKill.map((row) => row.id));
    expect(created.every((answer) => kept.has(String(answer.body.id)))).toBe(true);

    // Submitting everything again after the restart: what is there answers 409, the rest is stored once.
    const again = await Promise.all(bodies.map((body) => insert(api, body)));
    expect(again.filter((answer) => answer.status === 409)).toHaveLength(afterKill.length);
    expect(again.filter((answer) => answer.status === 201)).toHaveLength(bodies.length - afterKill.length);
    expect(await check()).toHaveLength(bodies.length);
  }, 180_000);

  it('two API processes given the same request at once: exactly one wins', async () => {
    const a = apis[apis.length - 1];
    const b = await start(API_PORTS[1]);
    const la = await signIn(a, DEMO.colomboMc);
    const admin = await signIn(a, DEMO.admin);
    const superAdmin = await signIn(b, DEMO.superAdmin);

    // A double submit of the same waste data, one copy through each process.
    for (let i = 0; i < 8; i++) {
      const body = { ...DAILY, plasticType: 'SOFT', entryDate: day(-100 - i) };
      const answers = await Promise.all(
        [a, b].map((api) => call(api.url('/api/v1/local-authority/insert/la-waste-data'), { token: la, body })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    }
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM la_waste_records WHERE plastic_type = 'SOFT'");
    expect(rows[0].n).toBe(8);

    // Two admins completing one parameter-change request, one on each process.
    for (let i = 0; i < 8; i++) {
      const sent = await call(a.url('/api/v1/local-authority/send-request'), {
        token: la,
        body: { header: `Race ${i}`, description: 'Two admins at once', changes: [] },
      });
      expect(sent.status).toBe(201);
      const answers = await Promise.all([
        call(a.url(`/api/v1/requests/${sent.body.id}/complete`), { method: 'POST', token: admin }),
        call(b.url(`/api/v1/requests/${sent.body.id}/complete`), { method: 'POST', token: superAdmin }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const audits = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'parameter_request' AND entity_id = $1 AND action = 'complete'",
        [sent.body.id],
      );
      expect(audits.rows[0].n).toBe(1);
    }
  }, 180_000);

  it('a PostgreSQL restart under load: requests fail fast with 503, then recover without restarting the API', async () => {
    const api = apis[apis.length - 1];
    const token = await signIn(api, DEMO.colomboMc);
    const answers: (Answer & { at: number })[] = [];
    const began = Date.now();
    let running = true;
    const worker = async (n: number) => {
      while (running) {
        const answer =
          n % 2 === 0
            ? await call(api.url('/api/v1/users/me'), { token, timeoutMs: 20_000 })
            : await call(api.url('/api/v1/local-authority/search-waste'), { token, body: {}, timeoutMs: 20_000 });
        answers.push({ ...answer, at: Date.now() - began });
        await sleep(40);
      }
    };
    const workers = Array.from({ length: 6 }, (_, n) => worker(n));
    await sleep(2_000);
    const stoppedAt = Date.now() - began;
    cluster.stop();
    await sleep(3_000);
    cluster.start();
    const startedAt = Date.now() - began;
    await sleep(6_000);
    running = false;
    await Promise.all(workers);

    const statuses = [...new Set(answers.map((answer) => answer.status))].sort();
    const during = answers.filter((answer) => answer.status === 503);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    console.log(
      `PostgreSQL restart under load: ${answers.length} requests, statuses ${statuses.join('/')}, ${during.length} answered 503, slowest ${Math.round(slowest)} ms; ` +
        `stopped at ${stoppedAt} ms, started at ${startedAt} ms`,
    );
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(during.length).toBeGreaterThan(0);
    for (const answer of during) {
      expect(answer.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: expect.any(String) });
    }
    expect(slowest).toBeLessThan(7_000);
    // Recovered by itself: the last seconds all succeed.
    const tail = answers.filter((answer) => answer.at > startedAt + 3_000);
    expect(tail.length).toBeGreaterThan(0);
    expect(tail.every((answer) => answer.status === 200)).toBe(true);
  }, 120_000);
});
