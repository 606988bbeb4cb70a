// The HTTP floor: what any API must pay on this machine for a call to cross HTTP, measured beside the API. A
// process of its own, like the API's, with the same pool: node:http, the body parsed with JSON.parse, the bare
// call (bareCalls.mjs) run and its answer written with JSON.stringify; no framework, no token, no validation.
// Started with `startHttpFloor`; run as a script, it serves.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { bareCaller } from './bareCalls.mjs';
import { openPostgresDatabase } from './serverModules.mjs';

const SCRIPT = fileURLToPath(import.meta.url);

/** The floor on database `databaseUrl`: its URL, and a stop. */
export async function startHttpFloor(databaseUrl) {
  const child = fork(SCRIPT, [], { env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const [port] = await once(child, 'message');
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function serve() {
  const db = await openPostgresDatabase(process.env.DATABASE_URL, () => undefined);
  const call = await bareCaller(db);
  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    try {
      const body = JSON.stringify(await call(JSON.parse(Buffer.concat(chunks).toString())));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      response.end(body);
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error.message));
    }
  });
  server.listen(0, '127.0.0.1', () => process.send(server.address().port));
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => void db.close().then(() => process.exit(0)));
  });
}

if (process.argv[1] === SCRIPT) await serve();
