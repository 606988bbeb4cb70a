import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard } from '../tests/helpers';
import { keepIssuedTokens } from './stack';

// Through nginx, on the two API processes: every role signs in and opens its own dashboard.
const DASHBOARDS: Array<[string, string]> = [
  [DEMO_ACCOUNTS.superAdmin, 'admin-dashboard'],
  [DEMO_ACCOUNTS.admin, 'admin-dashboard'],
  [DEMO_ACCOUNTS.customs, 'customs-dashboard'],
  [DEMO_ACCOUNTS.colomboMc, 'local-authority-dashboard'],
  [DEMO_ACCOUNTS.recycler, 'recycler-dashboard'],
];

for (const [email, dashboard] of DASHBOARDS) {
  test(`${email} signs in through nginx and opens the ${dashboard}`, async ({ page }) => {
    await signInToDashboard(page, email);
    await expect(page.getByTestId(dashboard)).toBeVisible();
    await keepIssuedTokens(page);
  });
}

test('pages and API answers through nginx carry the security headers and a request id from nginx', async ({ request }) => {
  for (const url of ['/', '/dashboard', '/remotes/registry.json', '/api/health/ready', '/api/v1/master-data/provinces']) {
    const response = await request.get(url);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect([url, csp.includes("frame-ancestors 'none'"), csp.includes('unsafe-eval')]).toEqual([url, true, false]);
    expect([url, headers['x-content-type-options'], headers['referrer-policy'], headers['x-frame-options']]).toEqual([
      url,
      'nosniff',
      'no-referrer',
      'DENY',
    ]);
    if (url.startsWith('/api/')) expect(headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  }
});
