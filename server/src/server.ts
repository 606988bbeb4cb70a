import { buildApp } from './app';
import { closeOnSignals } from './close-on-signals';
import { LOOPBACK_HOST, loadConfig } from './config';
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
  // Production refuses to start without SMTP_URL (config.ts); elsewhere the developer should know links go nowhere.
  if (!config.smtpUrl) console.log('Mail is off (SMTP_URL is not set): mails are written to the log, their links without tokens.');
  if (app.demoAccounts.length > 0) {
    // The table shows the published demo password: on a terminal only, never into a log file or collector.
    if (process.stdout.isTTY)
      console.log(`\nDemo accounts (demo data only, never for production):\n${demoAccountsTable(app.demoAccounts)}\n`);
    else console.log('\nDemo accounts are seeded (demo data only, never for production): their emails and password are in README.md.\n');
    console.log(
      config.host === LOOPBACK_HOST
        ? 'Listening on this computer only (127.0.0.1): the demo accounts have a published password.\n' +
            'To open it to the network, change their passwords first, then start with HOST=0.0.0.0.\n'
        : `Warning: listening on ${config.host} with the demo accounts and their published password: anyone who reaches this address can sign in as super admin.\n`,
    );
  }

  closeOnSignals(app);
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
