import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO_ACCOUNTS, signInToDashboard } from './helpers';

/**
 * Issue 36 point 5: the dashboard's national map, the 25 districts coloured by a measure with the same figures
 * in the table beside it, for a super admin in each language, light and dark, on a laptop and a phone; every
 * district reached by the keyboard; no serious or critical axe finding in the map's card.
 */
const VARIANTS = [
  { language: 'en', theme: 'light', width: 1366, height: 900 },
  { language: 'si', theme: 'dark', width: 1366, height: 900 },
  { language: 'ta', theme: 'light', width: 390, height: 844 },
  { language: 'en', theme: 'dark', width: 390, height: 844 },
] as const;

const card = (page: Page) => page.getByTestId('district-map');
const districts = (page: Page) => page.getByTestId('district-map-svg').locator('path[data-district]');

async function openMap(page: Page, variant: (typeof VARIANTS)[number]) {
  await page.setViewportSize({ width: variant.width, height: variant.height });
  await signInToDashboard(page, DEMO_ACCOUNTS.superAdmin);
  await page.evaluate(({ language, theme }) => {
    localStorage.setItem('i18nextLng', language);
    localStorage.setItem('theme', theme);
  }, variant);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', variant.language);
  await expect(districts(page)).toHaveCount(25);
  await expect(card(page).locator('.ant-spin-spinning')).toHaveCount(0);
  // A table on a laptop, a card a district on a phone (the shared ListTable): every district is in it.
  if (variant.width > 600) await expect(page.getByTestId('district-map-table').locator('tbody tr[data-district]')).toHaveCount(25);
}

test.describe.configure({ timeout: 120_000 });

for (const variant of VARIANTS) {
  test(`the national map draws the districts with their table's figures (${variant.language}, ${variant.theme}, ${variant.width} wide)`, async ({
    page,
  }, testInfo) => {
    await openMap(page, variant);
    for (const measure of [0, 2, 1]) {
      // antd's button radios hide their input: the visible button is what a person clicks.
      await card(page).locator('.ant-radio-button-wrapper').nth(measure).click();
      await expect(card(page).getByRole('radio').nth(measure)).toBeChecked();
      // Each district's name and figure as the map gives them, found in its row of the table.
      for (const id of ['LK-11', 'LK-41', 'LK-92']) {
        const label = (await districts(page)
          .and(page.locator(`[data-district="${id}"]`))
          .getAttribute('aria-label'))!;
        const [name, figure] = label.split(': ');
        const row =
          variant.width > 600
            ? page.getByTestId('district-map-table').locator(`tr[data-district="${id}"]`)
            : page.getByTestId('district-map-table').locator('> *').filter({ hasText: name! });
        await expect(row.first()).toContainText(name!);
        await expect(row.first()).toContainText(figure!);
      }
    }
    const legendItems = page.getByTestId('district-map-legend').locator('li');
    await expect(legendItems).toHaveCount(6);

    // The keyboard reaches a district and chooses it: its row is marked and its figure written under the map.
    const colombo = districts(page).and(page.locator('[data-district="LK-11"]'));
    await colombo.focus();
    await page.keyboard.press('Enter');
    await expect(colombo).toHaveAttribute('aria-pressed', 'true');
    if (variant.width > 600)
      await expect(page.getByTestId('district-map-table').locator('tr[data-district="LK-11"]')).toHaveClass(/ant-table-row-selected/);
    await page.keyboard.press('Tab');
    await expect(districts(page).and(page.locator(':focus'))).toHaveCount(1);

    const serious = await seriousViolations(page, '[data-testid="district-map"]');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    await card(page).scrollIntoViewIfNeeded();
    await card(page).screenshot({ path: testInfo.outputPath(`national-map-${variant.language}-${variant.theme}-${variant.width}.png`) });
  });
}

test('an admin (001) sees the national map too, without the link to the authorities', async ({ page }) => {
  await signInToDashboard(page, DEMO_ACCOUNTS.admin);
  await expect(districts(page)).toHaveCount(25);
  await expect(card(page).getByRole('link')).toHaveCount(0);
});
