import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_RELEASES_DIR } from '../env';
import { DEMO_ACCOUNTS, signInToDashboard } from './helpers';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REMOTE = 'remote-recycler';
const NOT_COPIED = new Set(['.git', 'releases', 'data', 'test-results']);

interface RegistryEntry {
  id: string;
  version: string;
  routes: string[];
}

const readRegistry = () =>
  (JSON.parse(readFileSync(join(E2E_RELEASES_DIR, 'registry.json'), 'utf8')) as { remotes: RegistryEntry[] }).remotes;
const entryOf = (id: string) => readRegistry().find((remote) => remote.id === id)!;
const othersThan = (id: string) => readRegistry().filter((remote) => remote.id !== id);

/**
 * A scratch copy of the repository in which only the remote (and the release scripts, which find the
 * repository from their own place) are real copies; everything else, the host and `shared` included,
 * is a link to the real one and is never written to.
 */
function scratchCopyWithNewPage(): string {
  const scratch = mkdtempSync(join(tmpdir(), 'waste-release-'));
  for (const name of readdirSync(ROOT)) {
    if (NOT_COPIED.has(name)) continue;
    if (name === REMOTE || name === 'scripts') cpSync(join(ROOT, name), join(scratch, name), { recursive: true, verbatimSymlinks: true });
    else symlinkSync(join(ROOT, name), join(scratch, name));
  }
  const remote = join(scratch, REMOTE, 'src');
  const feature = join(remote, 'features', 'greeting', 'components');
  mkdirSync(feature, { recursive: true });
  writeFileSync(
    join(feature, 'GreetingPage.tsx'),
    `import { PageFrame } from '@waste/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RECYCLER_NAMESPACE } from '../../../i18n/namespace';

export function GreetingPage() {
  const { t } = useTranslation(RECYCLER_NAMESPACE);
  return (
    <PageFrame title={t('greeting.title')}>
      <Typography.Paragraph data-testid="greeting">{t('greeting.body')}</Typography.Paragraph>
    </PageFrame>
  );
}
`,
  );
  const routes = join(remote, 'routes.json');
  writeFileSync(
    routes,
    JSON.stringify(
      [...(JSON.parse(readFileSync(routes, 'utf8')) as unknown[]), { path: 'greeting', name: 'menu.greeting', heading: 'greeting.title' }],
      null,
      2,
    ),
  );
  const pages = join(remote, 'pages.tsx');
  writeFileSync(
    pages,
    readFileSync(pages, 'utf8').replace(
      /\n\};\s*$/,
      `\n  greeting: {\n    icon: <RestOutlined />,\n    page: () => import('./features/greeting/components/GreetingPage').then((m) => m.GreetingPage),\n    prefetch: () => undefined,\n  },\n};\n`,
    ),
  );
  const words = {
    en: ['Greeting', 'Hello from a page released on its own'],
    si: ['ආචාරය', 'තනිව නිකුත් කළ පිටුවකින් ආයුබෝවන්'],
    ta: ['வாழ்த்து', 'தனியாக வெளியிட்ட பக்கத்திலிருந்து வணக்கம்'],
  };
  for (const [language, [title, body]] of Object.entries(words)) {
    const file = join(remote, 'i18n', `${language}.json`);
    const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    writeFileSync(file, JSON.stringify({ ...strings, 'menu.greeting': title, 'greeting.title': title, 'greeting.body': body }, null, 2));
  }
  return scratch;
}

test('a page added to one remote goes live with that remote release alone, and a rollback removes it', async ({ page }) => {
  test.setTimeout(600_000);
  const scratch = scratchCopyWithNewPage();
  const env = { ...process.env, RELEASES_DIR: E2E_RELEASES_DIR };
  const menu = page.getByTestId('sidebar').getByRole('menuitem');
  try {
    const before = entryOf(REMOTE);
    const otherRemotes = othersThan(REMOTE);
    const hostEntry = await (await page.request.get('/main.js')).text();
    expect(before.routes).not.toContain('/greeting');

    execFileSync('node', [join(scratch, 'scripts', 'release-remote.mjs'), REMOTE], { env, stdio: 'pipe' });
    const released = entryOf(REMOTE);
    expect(released.version).not.toBe(before.version);
    expect(released.routes).toEqual([...before.routes, '/greeting']);

    const manifest = page.waitForResponse((r) => r.url().endsWith(`/remotes/${REMOTE}/${released.version}/mf-manifest.json`));
    await signInToDashboard(page, DEMO_ACCOUNTS.recycler);
    expect((await manifest).status()).toBe(200);
    await expect(menu).toHaveText(['Dashboard', 'Waste Data', 'Greeting']);
    await menu.getByText('Greeting', { exact: true }).click();
    await expect(page).toHaveURL(/\/greeting$/);
    await expect(page.getByTestId('greeting')).toHaveText('Hello from a page released on its own');
    await page.reload();
    await expect(page.getByTestId('greeting')).toBeVisible();

    await page.getByTestId('page-search').click();
    await page.keyboard.type('greet');
    await expect(page.locator('.ant-select-item-option', { hasText: 'Greeting' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Host and shared were not rebuilt or re-released: the host serves the same entry, the other remotes the same versions.
    expect(await (await page.request.get('/main.js')).text()).toBe(hostEntry);
    expect(othersThan(REMOTE)).toEqual(otherRemotes);

    execFileSync('node', [join(ROOT, 'scripts', 'rollback-remote.mjs'), REMOTE], { env, stdio: 'pipe' });
    expect(entryOf(REMOTE).routes).not.toContain('/greeting');
    await page.reload();
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByTestId('recycler-dashboard')).toBeVisible();
    await expect(menu).toHaveText(['Dashboard', 'Waste Data']);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
