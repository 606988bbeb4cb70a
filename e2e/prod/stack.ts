import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Set by scripts/prod-stack.mjs for the command it runs. */
export const STACK_DIR = process.env.PROD_STACK_DIR as string;
export const RELEASES_DIR = process.env.PROD_RELEASES_DIR as string;
export const LOGS_DIR = process.env.PROD_LOGS_DIR as string;
/** The mails the stack sent, one .eml file each (scripts/mail-sink.mjs). */
export const MAIL_DIR = process.env.PROD_MAIL_DIR as string;
const TOKENS_FILE = () => join(STACK_DIR, 'issued-tokens.txt');

/** Keeps the tokens the browser was issued, for the check that none reached a log line (logs.spec.ts). */
export async function keepIssuedTokens(page: Page): Promise<void> {
  const tokens = await page.evaluate(() => [localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]);
  const found = tokens.filter((token): token is string => typeof token === 'string' && token.length > 20);
  if (found.length !== 2) throw new Error('The browser holds no access and refresh token after signing in');
  appendFileSync(TOKENS_FILE(), found.map((token) => `${token}\n`).join(''));
}

/** Keeps a token that reached someone another way (a mailed link), for the same check. */
export function keepToken(token: string): void {
  appendFileSync(TOKENS_FILE(), `${token}\n`);
}

export function issuedTokens(): string[] {
  return readFileSync(TOKENS_FILE(), 'utf8').split('\n').filter(Boolean);
}

export function stackLogs(): Array<[string, string]> {
  return readdirSync(LOGS_DIR).map((file) => [file, readFileSync(join(LOGS_DIR, file), 'utf8')]);
}
