import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_RELEASES_DIR } from '../env';
import { apiHeaders, DEMO_ACCOUNTS } from './helpers';

// The product under test writes its mail to files beside its releases (scripts/serve-scratch.mjs).
const MAIL_DIR = join(dirname(E2E_RELEASES_DIR), 'mail');

/** The path and query of the last `/<page>?token=` link mailed to `email`, once the server has sent it. */
export async function mailedLink(email: string, page: string): Promise<string> {
  const link = new RegExp(`/${page}\\?token=[A-Za-z0-9_-]+`);
  let found: string | undefined;
  await expect(async () => {
    const names = (await readdir(MAIL_DIR).catch(() => [] as string[])).sort();
    const mails = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(MAIL_DIR, name), 'utf8'))));
    found = mails
      .filter((mail: { to: string }) => mail.to === email)
      .map((mail: { text: string }) => link.exec(mail.text)?.[0])
      .findLast((path) => path !== undefined);
    expect(found, `a /${page} link mailed to ${email}`).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return found as string;
}

/**
 * An account the super admin creates through the API, its password then chosen through the one-time link mailed
 * to it, as its holder would (a super admin gives no password: issue 39 rule 4).
 */
export async function createAccountWithPassword(
  request: APIRequestContext,
  account: Record<string, unknown> & { email: string },
  password: string,
) {
  const created = await request.post('/api/v1/users', { headers: await apiHeaders(request, DEMO_ACCOUNTS.superAdmin), data: account });
  expect(created.status(), `${account.email} is created`).toBe(201);
  const token = new URL(await mailedLink(account.email.toLowerCase(), 'reset-password'), 'http://e2e').searchParams.get('token');
  const chosen = await request.post('/api/v1/auth/reset-password', { data: { token, password } });
  expect(chosen.status(), `${account.email} chooses its password`).toBe(204);
  return created;
}
