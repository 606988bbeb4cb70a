import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:8212';
const PW = 'Demo@1234';
const api = async (path, token, body, method = 'POST') => {
  const r = await fetch(BASE + '/api/v1' + path, { method, headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return r.json();
};
const login = async (email) => api('/auth/authenticate', null, { username: email, password: PW });
const colombo = await login('colombo.mc@demo.lk');
const admin = await login('admin@demo.lk');
const ct = colombo.access_token;
await api('/sampath-piyasa/save-center', ct, { name: 'Wellawatte Sampath Piyasa', location: 'Galle Road, Colombo 06', isMaterialRecoveryFacility: true, isRecyclingFacility: true });
const a = await api('/local-authority/send-request', ct, { header: 'Lower collection leakage', description: 'Covered trucks', changes: [{ parameter: 'level.collection', value: 'LOW' }] });
const b = await api('/local-authority/send-request', ct, { header: 'Population from the 2012 census', description: 'Use the older count', changes: [] });
await api('/local-authority/send-request', ct, { header: 'Third request', description: 'x', changes: [] });
await api(`/requests/${a.id}/complete`, admin.access_token);
await api(`/requests/${b.id}/discard`, admin.access_token, { reason: 'The 2024 census figure is already used' });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function shoot(email, { lang, theme, width }, pages) {
  const session = await login(email);
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(([s, lang, theme]) => {
    localStorage.setItem('accessToken', s.access_token);
    localStorage.setItem('refreshToken', s.refresh_token);
    localStorage.setItem('loggedUser', JSON.stringify(s.logged_user));
    localStorage.setItem('i18nextLng', lang);
    localStorage.setItem('theme', theme);
  }, [session, lang, theme]);
  const page = await context.newPage();
  for (const [name, path, action] of pages) {
    await page.goto(BASE + path);
    await page.waitForTimeout(3500);
    if (action) await action(page);
    await page.screenshot({ path: `/tmp/admin-png/${name}-${lang}-${theme}-${width}.png`, fullPage: !action });
  }
  await context.close();
}
const superPages = [
  ['dash005', '/dashboard'],
  ['laview', '/wasteData/la-view/LG-11001'],
  ['customs', '/customs'],
];
const bell = async (page) => { await page.getByTestId('notification-bell').click(); await page.waitForTimeout(800); };
for (const lang of ['en', 'si']) for (const theme of ['light', 'dark']) {
  await shoot('superadmin@demo.lk', { lang, theme, width: 1280 }, superPages);
  await shoot('admin@demo.lk', { lang, theme, width: 1280 }, [['dash001', '/dashboard']]);
  await shoot('colombo.mc@demo.lk', { lang, theme, width: 1280 }, [['bell', '/dashboard', bell]]);
}
for (const [lang, theme] of [['en', 'light'], ['si', 'dark']]) {
  await shoot('superadmin@demo.lk', { lang, theme, width: 390 }, superPages);
  await shoot('admin@demo.lk', { lang, theme, width: 390 }, [['dash001', '/dashboard']]);
  await shoot('colombo.mc@demo.lk', { lang, theme, width: 390 }, [['bell', '/dashboard', bell]]);
}
await browser.close();
