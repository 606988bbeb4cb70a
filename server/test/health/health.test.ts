import { createServer, Socket, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#app';
import { TEST_APP_DEPENDENCIES, testConfig, useTestApp } from '../helpers/test-app';
import { createTestDatabase, SERVER_URL, type TestDatabase } from '../helpers/test-database';

describe('liveness and readiness', () => {
  const app = useTestApp();

  it('answers liveness and readiness without a token, and says no more than ok', async () => {
    const live = await app().inject({ url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await app().inject({ url: '/api/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok', database: 'ok' }]);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not part of the versioned API or its docs', async () => {
    const docs = (await app().inject({ url: '/api/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(docs.paths).filter((path) => path.includes('health'))).toEqual([]);
  });
});

/** A TCP relay to PostgreSQL that the test can cut and restore on the same port: the database "goes away". */
class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  }
}

(SERVER_URL ? describe : describe.skip)('readiness while PostgreSQL goes away and comes back', () => {
  let database: TestDatabase;
  let relay: Relay;
  let app: FastifyInstance;
  const ready = async () => {
    const response = await app.inject({ url: '/api/health/ready' });
    return [response.statusCode, response.json()];
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.databaseUrl as string);
    relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.open();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    app = await buildApp(testConfig(database, { databaseUrl: url.toString() }), TEST_APP_DEPENDENCIES);
    await app.ready();
  });

  afterAll(async () => {
    await relay.open();
    await app?.close();
    await relay.cut();
    await database?.drop();
  });

  it('fails fast while the database is unreachable, then recovers by itself without a restart', async () => {
    expect(await ready()).toEqual([200, { status: 'ok', database: 'ok' }]);

    await relay.cut();
    const started = Date.now();
    expect(await ready()).toEqual([503, { status: 'unavailable', database: 'unreachable' }]);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);

    await relay.open();
    let answer = await ready();
    for (let tries = 0; tries < 20 && answer[0] !== 200; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      answer = await ready();
    }
    expect(answer).toEqual([200, { status: 'ok', database: 'ok' }]);
  });
});
