import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8185';
for (let i = 0; i < 240; i++) { try { if ((await fetch(base + '/api/docs/json')).ok) break; } catch {} await new Promise(r => setTimeout(r, 1000)); }
const auth = await (await fetch(base + '/api/v1/auth/authenticate', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'colombo.mc@demo.lk', password: 'Demo@1234' }) })).json();
const iso = (d) => new Date(Date.now() - d * 864e5).toISOString().slice(0, 10);
let first;
for (let m = 1; m <= 10; m++) {
  const body = { frequencyType: 'RANGE', startDate: `2026-${String(m).padStart(2, '0')}-01`, endDate: `2026-${String(m).padStart(2, '0')}-20`, plasticType: 'HARD', collectedQuantity: 100 + m * 7, recoveredQuantity: 10 + m, rejectedQuantity: 5, discardedQuantity: 2, quantityUnit: 'MT_PER_MONTH', recycledQuantityKg: 20000 + m * 1000, productType: 'PET bottles', destination: 'Kerawalapitiya' };
  const r = await fetch(base + '/api/v1/local-authority/insert/la-waste-data', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + auth.access_token }, body: JSON.stringify(body) });
  const j = await r.json(); first ??= j.details ?? j;
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [lng, theme] of [['en', 'light'], ['si', 'light'], ['ta', 'dark']]) {
  const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + '/signin');
  await page.evaluate(([l, t]) => { localStorage.setItem('i18nextLng', l); localStorage.setItem('theme', JSON.stringify(t)); }, [lng, theme]);
  await page.goto(base + '/signin');
  await page.locator('input#username').first().fill('colombo.mc@demo.lk');
  await page.locator('input[type=password]').first().fill('Demo@1234');
  await page.locator('button[type=submit]').click();
  await page.getByTestId('bar-chart').waitFor();
  await page.screenshot({ path: `/tmp/shots/dashboard-${lng}.png`, fullPage: true });
  await page.goto(base + '/wasteData'); await page.getByTestId('waste-records-table').locator('tr.ant-table-row').first().waitFor(); await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/list-${lng}.png`, fullPage: true });
  await page.goto(base + '/wasteData/addData'); await page.locator('.ant-radio-wrapper').first().click(); await page.locator('.ant-btn-primary').last().click(); await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/form-${lng}.png`, fullPage: true });
  await page.goto(base + '/wasteData/view/' + first.id); await page.getByTestId('waste-record').waitFor();
  await page.screenshot({ path: `/tmp/shots/view-${lng}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
