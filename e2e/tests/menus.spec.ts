import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInToDashboard } from './helpers';

interface AccountMenu {
  email: string;
  labels: string[];
}

const accounts: AccountMenu[] = [
  {
    email: DEMO_ACCOUNTS.superAdmin,
    labels: ['Dashboard', 'Local Authorities', 'Customs', 'Recyclers', 'Requests', 'Loggers', 'Uncertainty rules', 'Accounts'],
  },
  {
    email: DEMO_ACCOUNTS.admin,
    labels: ['Dashboard', 'Requests'],
  },
  {
    email: DEMO_ACCOUNTS.customs,
    labels: ['Dashboard', 'HS Codes', 'Pending HS Codes', 'Data List', 'Data Log'],
  },
  {
    email: DEMO_ACCOUNTS.colomboMc,
    labels: ['Dashboard', 'Plastic Waste Data', 'Sampath Piyasa', 'Parameters'],
  },
  {
    email: DEMO_ACCOUNTS.recycler,
    labels: ['Dashboard', 'Waste Data'],
  },
];

const menuItems = (page: Page) => page.getByTestId('sidebar').getByRole('menuitem');

for (const account of accounts) {
  test(`${account.email} sees exactly its menu`, async ({ page }) => {
    await signInToDashboard(page, account.email);
    await expect(menuItems(page)).toHaveText(account.labels);
  });
}

test('every page of the admin menu is built: Requests opens its list in the frame, not the not-available notice', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await menuItems(page).getByText('Requests', { exact: true }).click();
  await expect(page).toHaveURL(/\/requests$/);
  const content = page.getByTestId('content');
  await expect(content.getByRole('heading', { level: 3, name: 'Requests' })).toBeVisible();
  const breadcrumb = content.getByTestId('page-breadcrumb');
  await expect(breadcrumb).toContainText('Requests');
  await expect(content.getByTestId('requests-table')).toBeVisible();
  await expect(content.getByTestId('feature-not-available')).toHaveCount(0);
  await breadcrumb.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the customs Data List group holds the import and export uploads, named as uploads', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.customs);
  await menuItems(page).getByText('Data List', { exact: true }).click();
  await expect(menuItems(page)).toHaveText([
    'Dashboard',
    'HS Codes',
    'Pending HS Codes',
    'Data List',
    'Upload imports',
    'Upload exports',
    'Data Log',
  ]);
  await menuItems(page).getByText('Upload exports', { exact: true }).click();
  await expect(page).toHaveURL(/\/export$/);
  await expect(page.getByTestId('upload-card')).toContainText('Upload export data');
});

test('a record page of a remote shows its frame with the list in the breadcrumbs', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.goto('/sampath-piyasa/waste-view/1');
  await expect(page.getByRole('heading', { level: 3, name: 'Centre Waste Data' })).toBeVisible();
  await expect(page.getByTestId('page-breadcrumb').getByRole('link', { name: 'Sampath Piyasa Centres' })).toBeVisible();
  await expect(page.getByTestId('centre-waste-error')).toContainText('Sampath Piyasa waste data not found');
});

const templatePages = [
  ['/blank', 'Blank Page'],
  ['/form-elements', 'Form Elements'],
  ['/basic-tables', 'Basic Tables'],
  ['/buttons', 'Buttons'],
  ['/images', 'Images'],
  ['/videos', 'Videos'],
  ['/alerts', 'Alerts'],
  ['/avatars', 'Avatars'],
  ['/badge', 'Badges'],
  ['/line-chart', 'Line Chart'],
  ['/bar-chart', 'Bar Chart'],
] as const;

test('the template demonstration pages are reachable inside the layout', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  for (const [path, title] of templatePages) {
    await page.goto(path);
    await expect(page.getByTestId('content').getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeVisible();
  }
  await expect(page.getByRole('figure', { name: /demo data/ })).toBeVisible();
});

test('a page under a menu entry highlights that entry', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.colomboMc);
  await page.goto('/wasteData/addData');
  await expect(page.getByTestId('content').getByRole('heading', { level: 3, name: 'Add Waste Data' })).toBeVisible();
  await expect(page.locator('.ant-menu-item-selected')).toHaveText('Plastic Waste Data');
});

test("a page of the super admin's menu is not served to an admin (not allowed for the role, inside the layout)", async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await page.goto('/loggers');
  await expect(page.getByTestId('content').getByTestId('not-allowed')).toContainText('This page is for Super Admin');
  await expect(menuItems(page)).toHaveText(['Dashboard', 'Requests']);
});
