// The shape is checked by the lint config (eslint.config.mjs, docs/adr/0051-lint-format-dead-code.md): each rule
// is fed code that breaks it, so that a config that silently stops checking fails here.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from '../remotes.mjs';

// Two features of a probe remote folder, made for the run: feature zones are read from the folders that exist.
const PROBE = join(ROOT, 'remote-recycler', 'src', 'features');
const PROBE_FEATURES = ['lintProbeA', 'lintProbeB'];
const PROBE_COMMON = join(ROOT, 'remote-recycler', 'src', 'common', 'lintProbe.ts');

let eslint;
before(() => {
  for (const feature of PROBE_FEATURES) {
    mkdirSync(join(PROBE, feature), { recursive: true });
    writeFileSync(join(PROBE, feature, 'index.ts'), `export const ${feature} = 1;\n`);
  }
  writeFileSync(join(PROBE, 'lintProbeA', 'cycleA.ts'), "import { b } from './cycleB';\nexport const a = () => b;\n");
  writeFileSync(join(PROBE, 'lintProbeA', 'cycleB.ts'), "import { a } from './cycleA';\nexport const b = () => a;\n");
  eslint = new ESLint({ cwd: ROOT });
});
after(() => {
  for (const feature of PROBE_FEATURES) rmSync(join(PROBE, feature), { recursive: true, force: true });
  rmSync(PROBE_COMMON, { force: true });
});

/** The rules that fire on `code` as if it were the file at `path` (relative to the root), with their messages. */
async function findings(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const breaks = async (path, code, rule, text = '') => {
  const found = await findings(path, code);
  assert.ok(
    found.some((finding) => finding.startsWith(`${rule}:`) && finding.includes(text)),
    `${path}: expected ${rule}${text ? ` (${text})` : ''}, got ${JSON.stringify(found)}`,
  );
};

const passes = async (path, code) => assert.deepEqual(await findings(path, code), [], path);

test('a remote imports from no other remote, from the host or from the server', async () => {
  await breaks('remote-admin/src/Probe.ts', "export { default } from '../../remote-customs/src/module';\n", 'import-x/no-restricted-paths');
  await breaks('remote-admin/src/Probe.ts', "export { default } from '@waste/remote-recycler';\n", 'no-restricted-imports');
  await breaks('remote-admin/test/Probe.test.ts', "export { App } from '../../host/src/app/App';\n", 'import-x/no-restricted-paths');
});

test('shared imports from no app, the server from no front end, and the host from no remote', async () => {
  await breaks(
    'shared/src/Probe.ts',
    "export { App } from '../../host/src/app/App';\n",
    'import-x/no-restricted-paths',
    'shared imports from no app',
  );
  await breaks('shared/src/Probe.ts', "export { x } from '@/x';\n", 'no-restricted-imports', 'Every app compiles shared');
  await breaks(
    'server/src/Probe.ts',
    "export { ROLE } from '@waste/shared';\n",
    'no-restricted-imports',
    'The server imports no frontend package',
  );
  await breaks('host/src/Probe.ts', "export { default } from '../../remote-admin/src/module';\n", 'import-x/no-restricted-paths');
});

test("a remote's features import each other never, and its common/ imports no feature", async () => {
  await breaks(
    'remote-recycler/src/features/lintProbeA/Probe.ts',
    "export { lintProbeB } from '../lintProbeB';\n",
    'import-x/no-restricted-paths',
    'a feature imports no other feature',
  );
  await passes('remote-recycler/src/features/lintProbeA/Probe.ts', "export { lintProbeA } from '.';\n");
  writeFileSync(PROBE_COMMON, "export { lintProbeA } from '../features/lintProbeA';\n");
  await breaks(
    'remote-recycler/src/common/lintProbe.ts',
    "export { lintProbeA } from '../features/lintProbeA';\n",
    'import-x/no-restricted-paths',
    'common/ is used by features',
  );
});

test('imports form no cycle', async () => {
  await breaks(
    'remote-recycler/src/features/lintProbeA/cycleA.ts',
    "import { b } from './cycleB';\nexport const a = () => b;\n",
    'import-x/no-cycle',
  );
});

test('an app and the server climb at most two folders; further they import from @/ and #', async () => {
  await breaks(
    'remote-admin/src/features/a/components/Probe.ts',
    "export { x } from '../../../i18n/x';\n",
    'no-restricted-imports',
    "import from '@/…'",
  );
  await passes('remote-admin/src/features/a/components/Probe.ts', "export { x } from '../api/x';\n");
  await breaks('server/src/routes/a/b/Probe.ts', "export { AppError } from '../../../errors';\n", 'no-restricted-imports');
});

test('the host calls no domain API, only sign-in, its account, calendar, notifications and the role switcher look-ups', async () => {
  const call = (path) => `declare const api: { post(path: string): void };\napi.post(${path});\n`;
  await breaks(
    'host/src/Probe.ts',
    call("'/local-authority/insert/la-waste-data'"),
    'no-restricted-syntax',
    'The host calls no domain API',
  );
  await breaks('host/src/Probe.ts', `declare const type: string;\n${call('`/customs/search?type=${type}`')}`, 'no-restricted-syntax');
  await breaks('host/src/Probe.ts', call("'/api/v1/mfa/diagram-la'"), 'no-restricted-syntax');
  for (const allowed of [
    "'/auth/signup'",
    '`/calendar/events/${1}`',
    "'/users/me/profile'",
    "'/local-authority/get-la-info'",
    "'/recycler/search'",
    "'/customs'",
  ]) {
    await passes('host/src/Probe.ts', call(allowed));
  }
});

test('visible text in JSX comes from i18n', async () => {
  const jsx = (body) =>
    `export const Probe = ({ t }: { t: (key: string) => string }) => (\n  <div title={t('probe.title')}>${body}</div>\n);\n`;
  await breaks('remote-admin/src/Probe.tsx', jsx('<p>Hello</p>'), 'i18next/no-literal-string');
  await breaks('remote-admin/src/Probe.tsx', jsx('<input placeholder="Your name" />'), 'i18next/no-literal-string');
  await breaks('host/src/Probe.tsx', jsx('<button aria-label={\'Close\'} type="button" />'), 'i18next/no-literal-string');
  await passes('shared/src/Probe.tsx', jsx('<span data-testid="probe">{\'web 0.0.6 Beta\'} 42 — :</span>'));
});

test('hooks follow the rules of hooks', async () => {
  const code = "import { useState } from 'react';\nexport function useProbe(on: boolean) {\n  if (on) useState(0);\n}\n";
  await breaks('shared/src/Probe.ts', code, 'react-hooks/rules-of-hooks');
});
