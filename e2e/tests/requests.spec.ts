import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInToDashboard } from './helpers';

const HEADER = `Collection leakage lower ${Date.now()}`;

test('Colombo MC asks for a lower collection leakage; the admin opens it unseen, completes it, and Colombo MC sees it approved and applied', async ({ browser, request }) => {
  const signIn = await request.post('/api/v1/auth/authenticate', { data: { username: DEMO_ACCOUNTS.colomboMc, password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${(await signIn.json()).access_token}` };
  const sent = await request.post('/api/v1/local-authority/send-request', {
    headers,
    data: { header: HEADER, description: 'Covered collection trucks in every ward since March', changes: [{ parameter: 'level.collection', value: 'LOW' }] },
  });
  expect(sent.status()).toBe(201);

  const admin = await browser.newPage();
  await signInToDashboard(admin, DEMO_ACCOUNTS.admin);
  await expect(admin.getByTestId('waiting-requests-card')).toBeVisible();
  await admin.goto('/requests?seen=false');
  const row = admin.getByTestId('requests-table').getByRole('row').filter({ hasText: HEADER });
  await expect(row).toContainText('Unseen');
  await expect(row).toContainText('Colombo MC');
  await row.getByTestId('request-open').click();

  const drawer = admin.getByTestId('request-drawer');
  await expect(drawer.getByTestId('request-status')).toHaveText('Open');
  await expect(drawer.getByTestId('request-changes')).toContainText('level.collection');
  await expect(drawer.getByTestId('request-changes')).toContainText('LOW');
  await drawer.getByTestId('request-complete').click();
  await expect(drawer.getByTestId('request-status')).toHaveText('Completed');
  await expect(drawer.getByTestId('request-complete')).toHaveCount(0);
  await admin.close();

  const leakage = await (await request.get('/api/v1/mfa/leakage-parameters', { headers })).json();
  expect(leakage.stages.find((stage: { stage: string }) => stage.stage === 'collection')).toMatchObject({ level: 'LOW', source: { label: expect.stringContaining('Changed on request') } });

  const colombo = await browser.newPage();
  await signInToDashboard(colombo, DEMO_ACCOUNTS.colomboMc);
  await colombo.goto('/parameters');
  await expect(colombo.getByTestId('sent-requests').getByRole('row').filter({ hasText: HEADER })).toContainText('Approved');
  await colombo.close();
});
