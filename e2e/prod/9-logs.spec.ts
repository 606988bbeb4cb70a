import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../tests/helpers';
import { issuedTokens, stackLogs } from './stack';

// Runs last: every line the stack wrote while the other files ran.
test('no log line holds the demo password or a token the browser was issued; every line is JSON', () => {
  const logs = stackLogs();
  const tokens = issuedTokens();
  expect(tokens.length).toBeGreaterThanOrEqual(14);
  for (const [file, text] of logs) {
    expect([file, text.includes(DEMO_PASSWORD)]).toEqual([file, false]);
    for (const token of tokens) expect([file, text.includes(token)]).toEqual([file, false]);
  }
  for (const [file, text] of logs.filter(([name]) => /^(api-\d|worker|nginx-access)\.log$/.test(name))) {
    for (const line of text.split('\n').filter((l) => l.trim().startsWith('{')))
      expect(() => JSON.parse(line), `${file}: ${line}`).not.toThrow();
  }
});

test('both API processes served requests, each carrying the request id nginx gave it', () => {
  const logs = Object.fromEntries(stackLogs());
  const jsonLines = (file: string) =>
    (logs[file] ?? '')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  const signIns = jsonLines('nginx-access.log').filter((line) => line.path === '/api/v1/auth/authenticate' && line.status === 200);
  expect(signIns.length).toBeGreaterThanOrEqual(7);
  const apiIds = new Set([...jsonLines('api-1.log'), ...jsonLines('api-2.log')].map((line) => line.reqId));
  for (const signIn of signIns) expect(apiIds.has(signIn.reqId)).toBe(true);
  for (const file of ['api-1.log', 'api-2.log'])
    expect([file, jsonLines(file).some((line) => line.msg === 'request completed')]).toEqual([file, true]);
});
