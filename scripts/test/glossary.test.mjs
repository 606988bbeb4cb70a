// The glossary holds: no Sinhala or Tamil string of the product (every package's locale files and the Sankey's
// labels in server/src/mfa/labels.ts) uses a variant that docs/glossary/glossary.<language>.tsv lists as `avoid`.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LANGUAGES = ['si', 'ta'];
const HEADER = 'english\tpreferred\tavoid\tnote';
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'dist', 'build', 'coverage', 'releases', 'test-results']);
const LABELS = 'server/src/mfa/labels.ts';
// A letter, a vowel sign or virama, a digit, or a zero-width joiner: what a word is made of in all three scripts.
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}\\u200C\\u200D]';

function readGlossary(file) {
  const [header, ...rows] = readFileSync(file, 'utf8').split(/\r?\n/);
  assert.equal(header, HEADER, `${file}: the first line must be the header "${HEADER.replaceAll('\t', '<tab>')}"`);
  return rows.flatMap((line, index) => {
    if (line.trim() === '') return [];
    const where = `${file}:${index + 2}`;
    const cells = line.split('\t');
    assert.ok(cells.length === 3 || cells.length === 4, `${where}: expected 4 tab-separated cells, found ${cells.length}`);
    const [english, preferred, avoid] = cells.map((cell) => cell.trim());
    assert.ok(english && preferred, `${where}: english and preferred must not be empty`);
    const variants = avoid ? avoid.split('|').map((variant) => variant.trim()) : [];
    assert.ok(variants.every(Boolean), `${where}: an empty variant in "${avoid}"`);
    return [{ where, english, preferred, variants }];
  });
}

/**
 * `word` matches the word or phrase on its own; `word*` also any word it begins (inflected forms); `=text` only a
 * string that is exactly that text (a one-word label whose word is right inside a longer phrase).
 */
function matcherOf(variant) {
  const wanted = variant.normalize('NFC');
  if (wanted.startsWith('=')) {
    const exact = wanted.slice(1).trim();
    return (value) => value.normalize('NFC').trim() === exact;
  }
  const prefix = wanted.endsWith('*');
  const body = (prefix ? wanted.slice(0, -1) : wanted).trim();
  const isWordChar = (char) => new RegExp(WORD_CHAR, 'u').test(char);
  const pattern = body.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\s+/g, '\\s+');
  const before = isWordChar(body[0]) ? `(?<!${WORD_CHAR})` : '';
  const after = !prefix && isWordChar(body.at(-1)) ? `(?!${WORD_CHAR})` : '';
  const regex = new RegExp(`${before}${pattern}${after}`, 'u');
  // Placeholders, nesting and markup are not words of the language: {{total}} holds no "t".
  return (value) =>
    regex.test(
      value
        .normalize('NFC')
        .replace(/\{\{[^}]*\}\}/g, ' ')
        .replace(/\$t\([^)]*\)/g, ' ')
        .replace(/<\/?[\w-]*\s*\/?>/g, ' '),
    );
}

function localeFiles(root, folder = root) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : localeFiles(root, path);
    const language = /^(?:.+\.)?(si|ta)\.json$/.exec(entry.name)?.[1];
    const inLocales = /(^|\/)src\/i18n\//.test(relative(root, path).split('\\').join('/'));
    return language && inLocales ? [{ file: relative(root, path), language }] : [];
  });
}

function flatten(value, prefix = '') {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

/** The Sankey's words: `NODE_LABELS.si.sorting`, `DIAGRAM_TEXT.ta.tonnes`, ... (one `key: 'text',` a line). */
function labelStrings(root) {
  const file = join(root, LABELS);
  if (!existsSync(file)) return [];
  const strings = [];
  let table = null;
  let language = null;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const declared = /^export const (\w+)/.exec(line);
    if (declared) [table, language] = [declared[1], null];
    const opened = /^ {2}(\w+): \{$/.exec(line);
    if (opened) language = opened[1];
    if (/^ {2}\},?$/.test(line)) language = null;
    const entry = /^ {4}'?([\w-]+)'?: '((?:[^'\\]|\\.)*)',?$/.exec(line);
    if (entry && LANGUAGES.includes(language)) {
      strings.push({ language, file: LABELS, key: `${table}.${language}.${entry[1]}`, value: entry[2] });
    }
  }
  return strings;
}

function productStrings(root) {
  const fromLocales = localeFiles(root).flatMap(({ file, language }) =>
    flatten(JSON.parse(readFileSync(join(root, file), 'utf8'))).map(([key, value]) => ({ language, file, key, value })),
  );
  return [...fromLocales, ...labelStrings(root)];
}

function glossaries(root) {
  return LANGUAGES.flatMap((language) => {
    const file = join(root, 'docs/glossary', `glossary.${language}.tsv`);
    return existsSync(file) ? [{ language, rows: readGlossary(file) }] : [];
  });
}

function violations(root) {
  const strings = productStrings(root);
  return glossaries(root).flatMap(({ language, rows }) =>
    rows.flatMap(({ english, preferred, variants }) =>
      variants.flatMap((variant) => {
        const matches = matcherOf(variant);
        return strings
          .filter((string) => string.language === language && matches(string.value))
          .map(({ file, key, value }) => `${file} ${key}: "${variant}" (glossary ${language}: ${english} is "${preferred}") in "${value}"`);
      }),
    ),
  );
}

test('no Sinhala or Tamil string uses a variant its glossary avoids', () => {
  assert.ok(existsSync(join(ROOT, 'docs/glossary/glossary.si.tsv')), 'docs/glossary/glossary.si.tsv is missing');
  assert.deepEqual(violations(ROOT), []);
});

test('the check reads every package and the Sankey labels, in both languages', () => {
  const strings = productStrings(ROOT);
  for (const language of LANGUAGES) {
    const files = new Set(strings.filter((string) => string.language === language).map(({ file }) => file.split(/[\\/]/)[0]));
    for (const folder of ['host', 'shared', 'remote-admin', 'remote-customs', 'remote-local-authority', 'remote-recycler', 'server']) {
      assert.ok(files.has(folder), `no ${language} string read from ${folder}`);
    }
    const sankey = strings.filter((string) => string.language === language && string.file === LABELS);
    assert.ok(sankey.length >= 20, `only ${sankey.length} ${language} Sankey labels read from ${LABELS}`);
  }
});

test('the glossaries are well formed and never avoid their own preferred wording', () => {
  const found = glossaries(ROOT);
  assert.ok(found.some(({ language }) => language === 'si'));
  for (const { rows } of found) {
    for (const { where, preferred, variants } of rows) {
      for (const variant of variants) {
        for (const form of preferred.split(' / ')) {
          assert.ok(!matcherOf(variant)(form), `${where}: the preferred "${form}" uses its own avoided "${variant}"`);
        }
      }
    }
  }
});

test('a variant is a whole word, a starred one any ending, an = one the whole string', () => {
  assert.ok(matcherOf('ප්‍රතිලාභ*')('වර්ග කිරීම සහ ප්‍රතිලාභය'));
  assert.ok(!matcherOf('ප්‍රතිලාභ')('වර්ග කිරීම සහ ප්‍රතිලාභය'));
  assert.ok(matcherOf('ටො')('{{value}} ටො'));
  assert.ok(!matcherOf('ටො')('ටොන් {{tonnes}}'));
  assert.ok(matcherOf('t')('{{tonnes}} t ({{kg}} kg)'));
  assert.ok(!matcherOf('t')('{{total}} PET, Ctrl+K'));
  assert.ok(matcherOf('kg')('ශුද්ධ බර (kg)'));
  assert.ok(matcherOf('/දින')('ටොන්/දින'));
  assert.ok(!matcherOf('/දින')('ටොන්/දිනකට'));
  assert.ok(matcherOf('=අපේක්ෂිත')(' අපේක්ෂිත'));
  assert.ok(!matcherOf('=අපේක්ෂිත')('{{label}}: අපේක්ෂිත පරාසය'));
  assert.ok(matcherOf('அவசர தொலைபேசி')('அவசர  தொலைபேசி இலக்கம்'));
  assert.ok(!matcherOf('வரி')('வரிசைகள்'));
});

test('a string with an avoided variant fails the check, naming the file, the key and the variant', () => {
  const root = mkdtempSync(join(tmpdir(), 'glossary-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('docs/glossary/glossary.si.tsv', `${HEADER}\nrecovery\tප්‍රතිසාධනය\tප්‍රතිලාභ*\t\ntonnes\tටොන්\tටො|t\t\n`);
  write('docs/glossary/glossary.ta.tsv', `${HEADER}\ncustoms lines\tவரிசைகள்\tவரி*\tவரி is a tax\n`);
  write('remote-x/src/i18n/si.json', JSON.stringify({ 'mfa.t': 'ටො', 'mfa.total': '{{total}} ටොන්' }));
  write('remote-x/src/i18n/ta.json', JSON.stringify({ 'lines.title': 'சுங்க வரிகள்' }));
  write('host/src/i18n/locales/shell.si.json', JSON.stringify({ 'a.b': { c: 'ටොන් {{tonnes}} t' } }));
  write('remote-x/node_modules/dep/src/i18n/si.json', JSON.stringify({ ignored: 'ටො' }));
  write(LABELS, "export const NODE_LABELS = {\n  si: {\n    sorting: 'වර්ග කිරීම සහ ප්‍රතිලාභය',\n  },\n};\n");
  assert.deepEqual(violations(root).sort(), [
    'host/src/i18n/locales/shell.si.json a.b.c: "t" (glossary si: tonnes is "ටොන්") in "ටොන් {{tonnes}} t"',
    'remote-x/src/i18n/si.json mfa.t: "ටො" (glossary si: tonnes is "ටොන්") in "ටො"',
    'remote-x/src/i18n/ta.json lines.title: "வரி*" (glossary ta: customs lines is "வரிசைகள்") in "சுங்க வரிகள்"',
    `${LABELS} NODE_LABELS.si.sorting: "ප්‍රතිලාභ*" (glossary si: recovery is "ප්‍රතිසාධනය") in "වර්ග කිරීම සහ ප්‍රතිලාභය"`,
  ]);
  write('docs/glossary/glossary.ta.tsv', 'english,preferred,avoid,note\n');
  assert.throws(() => violations(root), /glossary\.ta\.tsv: the first line must be the header/);
});

test('sign-out never reads as the unsaved-changes dialog\'s "Leave", in Sinhala or Tamil', () => {
  for (const language of LANGUAGES) {
    const strings = productStrings(ROOT).filter((string) => string.language === language);
    const leave = strings.find(({ key }) => key === 'unsaved.leave')?.value;
    const signOuts = strings.filter(({ key }) => /(^|\.)signOut$/.test(key));
    assert.ok(leave && signOuts.length >= 3, `the ${language} sign-out and "Leave" strings were not found`);
    for (const { file, key, value } of signOuts) assert.notEqual(value, leave, `${file} ${key} reads as "Leave"`);
  }
});
