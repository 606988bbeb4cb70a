import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, DEMO_ACCOUNTS, signInToDashboard } from './helpers';

const HEADER = `Collection leakage lower ${Date.now()}`;
const REJECTED = `Population from the 2012 census ${Date.now()}`;
const REASON = 'The 2024 census figure is already used';

/** The Requests entry of the sidebar and its count badge (titled "<n> new"; absent at 0). */
async function expectUnseenBadge(page: Page, count: number) {
  const entry = page.getByTestId('sidebar').getByRole('menuitem', { name: /Requests/ });
  if (count === 0) await expect(entry.getByTestId('menu-count')).toHaveCount(0);
  else await expect(entry.getByTitle(`${count} new`)).toBeVisible();
}

test('Colombo MC asks for a lower collection leakage; the admin opens it unseen, completes it, and Colombo MC sees it approved and applied', async ({
  browser,
  request,
}) => {
  const headers = await apiHeaders(request, DEMO_ACCOUNTS.colomboMc);
  const adminHeaders = await apiHeaders(request, DEMO_ACCOUNTS.admin);
  const unseenBefore = (await (await request.get('/api/v1/requests/unseen-count', { headers: adminHeaders })).json()).unseen as number;
  const sent = await request.post('/api/v1/local-authority/send-request', {
    headers,
    data: {
      header: HEADER,
      description: 'Covered collection trucks in every ward since March',
      changes: [{ parameter: 'level.collection', value: 'LOW' }],
    },
  });
  expect(sent.status()).toBe(201);
  const other = await request.post('/api/v1/local-authority/send-request', {
    headers,
    data: { header: REJECTED, description: 'Use the older count', changes: [] },
  });
  expect(other.status()).toBe(201);

  const admin = await browser.newPage();
  await signInToDashboard(admin, DEMO_ACCOUNTS.admin);
  await expect(admin.getByTestId('waiting-requests-card')).toBeVisible();
  await expect(admin.getByTestId('national-mfa-figures')).toBeVisible();
  // Below the national map and report now: a lazy picture loads once it is scrolled to.
  await admin.getByTestId('national-mfa').scrollIntoViewIfNeeded();
  await expect(admin.getByTestId('national-mfa').getByTestId('mfa-sankey-image')).toBeVisible();
  await expectUnseenBadge(admin, unseenBefore + 2);
  await admin.goto('/requests?seen=false');
  const row = admin.getByTestId('requests-table').getByRole('row').filter({ hasText: HEADER });
  await expect(row).toContainText('Unseen');
  await expect(row).toContainText('Colombo MC');
  await row.getByTestId('request-open').click();

  const drawer = admin.getByTestId('request-drawer');
  await expect(drawer.getByTestId('request-status')).toHaveText('Open');
  // Opening it marked it seen: the menu's count is read again at once.
  await expectUnseenBadge(admin, unseenBefore + 1);
  await expect(drawer.getByTestId('request-changes')).toContainText('Collection leakage level');
  await expect(drawer.getByTestId('request-changes')).toContainText('Low');
  await drawer.getByTestId('request-complete').click();
  // Complete asks first (issue 39): the official parameters change at once.
  await admin.getByTestId('request-complete-confirm').click();
  await expect(drawer.getByTestId('request-status')).toHaveText('Completed');
  await expect(drawer.getByTestId('request-complete')).toHaveCount(0);
  await admin.close();

  const rejected = (await other.json()).id as string;
  expect((await request.post(`/api/v1/requests/${rejected}/discard`, { headers: adminHeaders, data: { reason: REASON } })).status()).toBe(
    200,
  );

  const leakage = await (await request.get('/api/v1/mfa/leakage-parameters', { headers })).json();
  expect(leakage.stages.find((stage: { stage: string }) => stage.stage === 'collection')).toMatchObject({
    level: 'LOW',
    source: { label: expect.stringContaining('Changed on request') },
  });

  const colombo = await browser.newPage();
  await signInToDashboard(colombo, DEMO_ACCOUNTS.colomboMc);
  // The bell tells the sender what became of both requests, with the reason of the rejected one.
  const bell = colombo.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/Notifications \([1-9][0-9]*\)/);
  await bell.click();
  const news = colombo.getByTestId('notifications').getByTestId('server-notification');
  const approvedNews = news.filter({ hasText: `Your request “${HEADER}” was approved` });
  const rejectedNews = news.filter({ hasText: `Your request “${REJECTED}” was rejected` });
  await expect(approvedNews).toHaveCount(1);
  await expect(rejectedNews).toContainText(`Reason: ${REASON}`);
  await approvedNews.getByRole('button', { name: 'Mark as read' }).click();
  await expect(approvedNews).toHaveCount(0);
  await expect(rejectedNews).toHaveCount(1);
  await colombo.keyboard.press('Escape');

  await colombo.goto('/parameters');
  await expect(colombo.getByTestId('sent-requests').getByRole('row').filter({ hasText: HEADER })).toContainText('Approved');
  await colombo.reload();
  await colombo.getByTestId('notification-bell').click();
  await expect(colombo.getByTestId('notifications').getByTestId('server-notification').filter({ hasText: HEADER })).toHaveCount(0);
  await colombo.close();
});
