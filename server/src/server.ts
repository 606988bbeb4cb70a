import { buildApp } from './app';
import { loadConfig } from './config';
import type { DemoAccount } from './seed/demo-accounts';

function demoAccountsTable(accounts: DemoAccount[]): string {
  const rows = accounts.map((account) => [account.email, account.password, `${account.role} ${account.description}`]);
  const header = ['Email', 'Password', 'Role'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

async function start(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });

  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  console.log(`\nSri Lanka waste dashboard: http://${shownHost}:${config.port}  (API docs at /api/docs)`);
  if (app.demoAccounts.length > 0) {
    console.log(`\nDemo accounts (demo data only, never for production):\n${demoAccountsTable(app.demoAccounts)}\n`);
  }

  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => close('SIGINT'));
  process.once('SIGTERM', () => close('SIGTERM'));
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
