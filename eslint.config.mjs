// The shape of the codebase, checked by tools (docs/adr/0051-lint-format-dead-code.md): import boundaries between
// packages and features, no cycles, the rules of hooks, no literal user-facing strings, and no climbing
// imports where an alias exists. Formatting is Prettier's (.prettierrc.json), not ESLint's.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = readdirSync('.').filter((name) => name.startsWith('remote-') && existsSync(`${name}/package.json`));
const APPS = ['host', ...REMOTES];
const FRONTEND = ['shared', ...APPS];
const featuresOf = (remote) => (existsSync(`${remote}/src/features`) ? readdirSync(`${remote}/src/features`) : []);

/** DESIGN.md section 1: who may import whom. `from` is forbidden inside `target`. */
const packageZones = [
  {
    target: './shared',
    from: ['./host', ...REMOTES.map((r) => `./${r}`), './server'],
    message: 'shared imports from no app and not from the server.',
  },
  {
    target: './host',
    from: [...REMOTES.map((r) => `./${r}`), './server'],
    message: 'the host loads remotes at run time, never by import.',
  },
  ...REMOTES.map((remote) => ({
    target: `./${remote}`,
    from: ['./host', './server', ...REMOTES.filter((other) => other !== remote).map((other) => `./${other}`)],
    message: 'a remote imports from no other remote, from the host or from the server.',
  })),
  { target: './server', from: FRONTEND.map((name) => `./${name}`), message: 'the server imports no frontend package.' },
];

/** A remote's features import each other never; what several use lives in its common/. */
const featureZones = REMOTES.flatMap((remote) => [
  ...featuresOf(remote).map((feature) => ({
    target: `./${remote}/src/features/${feature}`,
    from: `./${remote}/src/features`,
    except: [`./${feature}`],
    message: "a feature imports no other feature: move what both need to the remote's common/.",
  })),
  { target: `./${remote}/src/common`, from: `./${remote}/src/features`, message: 'common/ is used by features, never the other way.' },
]);

const workspacePackages = (names) => names.map((name) => `@waste/${name}`);
const restrictedWorkspaceImports = (allowed) => ({
  patterns: [
    {
      group: workspacePackages(['host', 'server', ...REMOTES].filter((name) => !allowed.includes(name))),
      message: 'Only @waste/shared is shared between the front ends.',
    },
  ],
});

/**
 * API endpoints the host may call: sign-in and account, its calendar, the bell's notifications and the role
 * switcher's look-ups; any other API path in host code is a domain call, which belongs to a remote.
 */
const DOMAIN_API_PATH =
  '^(/api/v1)?/(?!(auth|users/me|calendar|notifications)(/|$))(?!(local-authority/(search-la|get-la-info)|recycler/search|users/me|notifications)$)(users|local-authority|mfa|sampath-piyasa|recycler|master-data|customs|customs-log|hscode|sector|admin|requests|loggers)/';

/** A regular expression as an esquery selector writes it (its slashes escaped). */
const selectorRegex = (source) => source.replaceAll('/', '\\/');

/** The JSX attributes a user reads or hears. */
const USER_FACING_ATTRIBUTES = [
  'title',
  'placeholder',
  'label',
  'alt',
  'aria-label',
  'okText',
  'cancelText',
  'message',
  'description',
  'subTitle',
  'tooltip',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'releases/',
      'data/',
      'coverage/',
      '**/generated/',
      'test-results/',
      'playwright-report/',
      '.ci/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, so that a cycle through .ts files is seen.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['*/tsconfig.json'], alwaysTryTypes: true, noWarnOnMultipleProjects: true }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...packageZones, ...featureZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: FRONTEND.map((name) => `${name}/**/*.{ts,tsx}`),
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    files: FRONTEND.map((name) => `${name}/src/**/*.tsx`),
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: USER_FACING_ATTRIBUTES },
          // A call's arguments inside JSX are keys and ids (`t('menu.dashboard')`, `section('intake')`), not text.
          callees: { exclude: ['.*'] },
          // The spec's release labels (section 9) are the same in every language.
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s—]+', '[A-Z_-]+', 'web 0\\.0\\.6 Beta', 'API 1\\.2\\.0', 'https://'] },
        },
      ],
    },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...restrictedWorkspaceImports([app]),
          patterns: [
            ...restrictedWorkspaceImports([app]).patterns,
            { group: ['../../../*'], message: `Climb at most two folders; further, import from '@/…' (${app}/src).` },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...restrictedWorkspaceImports([]).patterns,
            { group: ['@/*'], message: "Every app compiles shared: an `@/` here would be that app's src." },
          ],
        },
      ],
    },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Literal[value=/${selectorRegex(DOMAIN_API_PATH)}/]`,
          message: 'The host calls no domain API: that page belongs to a remote.',
        },
        {
          selector: `TemplateElement[value.raw=/${selectorRegex(DOMAIN_API_PATH)}/]`,
          message: 'The host calls no domain API: that page belongs to a remote.',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: workspacePackages(FRONTEND), message: 'The server imports no frontend package.' },
            {
              group: ['../../../*'],
              message:
                "Climb at most two folders; further, import from '#…' (server/src) or '#test/…' (docs/adr/0060-server-import-aliases.md).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
