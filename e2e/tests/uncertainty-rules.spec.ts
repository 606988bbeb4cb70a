import { expect, test } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS, signIn, signInToDashboard, signOutViaUserMenu } from './helpers';

test('the super admin changes the census uncertainty, told first what changes, and the history says who; the page is for the super admin only', async ({
  page,
  request,
}) => {
  const headers = await apiHeaders(request, DEMO_ACCOUNTS.superAdmin);
  const read = async () =>
    (await (await request.get('/api/v1/mfa/uncertainty-rules', { headers })).json()) as {
      rules: { kind: string; relativeSd: number; version: number }[];
    };
  const census = (await read()).rules.find((rule) => rule.kind === 'CENSUS')!;
  const before = Math.round(census.relativeSd * 100);
  const after = before + 1;

  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await page.getByRole('menuitem', { name: 'Uncertainty rules' }).click();
  await expect(page).toHaveURL(/\/uncertainty-rules$/);
  const table = page.getByTestId('uncertainty-rules-table');
  await expect(table).toContainText('Department of Census and Statistics');
  await page.getByTestId('uncertainty-rule-CENSUS').fill(String(after));
  await page.getByTestId('uncertainty-rules-note').fill('e2e: census check');
  await page.getByTestId('uncertainty-rules-save').click();
  await expect(page.getByTestId('uncertainty-rules-confirm')).toContainText(
    `Census population: ${before} % → ${after} % (version ${census.version + 1})`,
  );
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The uncertainty rules are saved')).toBeVisible();
  await expect(page.getByTestId('uncertainty-rules-history')).toContainText('e2e: census check');

  const saved = (await read()).rules.find((rule) => rule.kind === 'CENSUS')!;
  expect(saved).toMatchObject({ version: census.version + 1, relativeSd: after / 100 });

  // The rules are the super admin's: an admin (001) is told the page is not theirs (the spec's admin menu stays as it is).
  await signOutViaUserMenu(page);
  await signIn(page, DEMO_ACCOUNTS.admin);
  await expect(page).not.toHaveURL(/\/signin$/);
  await page.goto('/uncertainty-rules');
  await expect(page.getByTestId('content').getByTestId('not-allowed')).toContainText('This page is for Super Admin');

  // The rule goes back to what it was, for the other specs (signing out in the browser ended the first session).
  const back = await request.post('/api/v1/mfa/uncertainty-rules', {
    headers: await apiHeaders(request, DEMO_ACCOUNTS.superAdmin),
    data: { changes: [{ kind: 'CENSUS', relativeSd: census.relativeSd }], note: 'e2e: back' },
  });
  expect(back.status()).toBe(200);
});
