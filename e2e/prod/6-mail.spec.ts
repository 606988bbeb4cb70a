import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_ACCOUNTS } from '../tests/helpers';
import { keepToken, MAIL_DIR, stackLogs } from './stack';

// Issue 37 item 10: production sends its mails through SMTP with links to PUBLIC_URL, never to the log, and
// refuses to start without those settings.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A mail as the sink received it, its quoted-printable body decoded. */
function mails(): string[] {
  return readdirSync(MAIL_DIR)
    .sort()
    .map((file) =>
      readFileSync(join(MAIL_DIR, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

test('a reset link goes out by SMTP, points at PUBLIC_URL, and its token is in no log line', async ({ request, baseURL }) => {
  const before = mails().length;
  const forgot = await request.post('/api/v1/auth/forgot-password', { data: { email: DEMO_ACCOUNTS.admin } });
  expect(forgot.ok()).toBe(true);
  await expect.poll(() => mails().length, { timeout: 30_000 }).toBeGreaterThan(before);
  const mail = mails()
    .slice(before)
    .find((text) => text.includes(`To: ${DEMO_ACCOUNTS.admin}`));
  expect(mail).toBeDefined();
  const link = /(https?:\/\/\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!);
  expect(link?.[1]).toBe(baseURL);
  const token = link![2];
  keepToken(token);
  for (const [file, text] of stackLogs()) {
    expect([file, text.includes(token)]).toEqual([file, false]);
    expect([file, text.includes('Mail not sent')]).toEqual([file, false]);
  }
});

test.describe('in production, the API and the worker refuse to start without their mail settings', () => {
  const settings = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://nobody@127.0.0.1:1/never-reached',
    JWT_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://waste.example.lk',
    SMTP_URL: 'smtp://127.0.0.1:1',
  };
  for (const program of ['server.js', 'worker.js'])
    for (const missing of ['PUBLIC_URL', 'SMTP_URL'] as const)
      test(`${program} without ${missing}`, () => {
        const env = { PATH: process.env.PATH, ...settings, [missing]: '' };
        const run = spawnSync(process.execPath, [join(ROOT, 'server', 'dist', program)], { env, encoding: 'utf8', timeout: 30_000 });
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(`${missing} must be set in production`);
      });
});
