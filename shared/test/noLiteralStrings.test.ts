import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..', '..');
const SOURCE_DIRS = [
  'host/src',
  'shared/src',
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('remote-'))
    .map((name) => `${name}/src`),
];

/** Attributes whose value a user reads or hears, so it must come from i18n. */
const USER_FACING_ATTRIBUTES = new Set([
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
]);

/** Fixed text that is the same in every language: the spec's release labels (section 9) and a URL scheme. */
const ALLOWED_TEXT = new Set(['web 0.0.6 Beta', 'API 1.2.0', 'https://']);

const hasLetters = (text: string) => /\p{L}/u.test(text);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

function literalStrings(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (hasLetters(text) && !ALLOWED_TEXT.has(text)) found.push(`${where(node)} text "${text}"`);
    }
    if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer
        : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression
          : null;
      if (value && USER_FACING_ATTRIBUTES.has(name) && hasLetters(value.text) && !ALLOWED_TEXT.has(value.text)) {
        found.push(`${where(node)} ${name}="${value.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no literal user-facing strings in JSX (every visible string comes from i18n)', () => {
  const files = SOURCE_DIRS.flatMap((dir) => tsxFiles(join(ROOT, dir)));

  it('finds the .tsx sources of the host, the shared package and every remote', () => {
    expect(files.length).toBeGreaterThan(20);
    for (const dir of SOURCE_DIRS) expect(files.some((file) => file.startsWith(join(ROOT, dir)))).toBe(true);
  });

  it('has no JSX text or user-facing attribute written as a literal', () => {
    expect(files.flatMap(literalStrings)).toEqual([]);
  });

  it('would catch one', () => {
    const probe = join(ROOT, 'shared/test/fixtures/LiteralStrings.tsx');
    expect(literalStrings(probe)).toEqual([
      'shared/test/fixtures/LiteralStrings.tsx:5 text "Hello"',
      'shared/test/fixtures/LiteralStrings.tsx:6 placeholder="Your name"',
      'shared/test/fixtures/LiteralStrings.tsx:7 aria-label="Close"',
    ]);
  });
});
