import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ERRORS } from '#error-catalogue';

// Every error the server can answer has words in English, Sinhala and Tamil (issue 43 item 3, issue 39 rule 5):
// the catalogue lists each code and reason, a scan of server/src finds the codes the code base answers, and the
// browser's locale part (shared/src/i18n/locales/serverErrors.*.json) words each one.

const SOURCE = path.resolve(__dirname, '../src');
const LOCALES = path.resolve(__dirname, '../../shared/src/i18n/locales');
const LANGUAGES = ['en', 'si', 'ta'] as const;
const PLURAL_SUFFIXES = ['_one', '_other'];
const KEYS = Object.keys(SERVER_ERRORS) as (keyof typeof SERVER_ERRORS)[];

function sources(folder: string): { file: string; text: string }[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') ? [{ file: path.relative(SOURCE, file), text: readFileSync(file, 'utf8') }] : [];
  });
}

/** The text of each call of `name(...)` in `text`, its parentheses matched (string literals skipped). */
function callsOf(text: string, name: string): string[] {
  const calls: string[] = [];
  const pattern = new RegExp(`\\b${name}(?:<[^>]*>)?\\(`, 'g');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    // A declaration, not a call.
    if (text.slice(Math.max(0, match.index - 9), match.index) === 'function ') continue;
    let depth = 0;
    let quote: string | null = null;
    for (let index = match.index + match[0].length - 1; index < text.length; index += 1) {
      const char = text[index];
      if (quote) {
        if (char === '\\') index += 1;
        else if (char === quote) quote = null;
      } else if (char === "'" || char === '"' || char === '`') quote = char;
      else if (char === '(') depth += 1;
      else if (char === ')' && --depth === 0) {
        calls.push(text.slice(match.index, index + 1));
        break;
      }
    }
  }
  return calls;
}

const SCREAMING = /'([A-Z][A-Z_]{2,})'/g;
const literals = (text: string) => [...text.matchAll(SCREAMING)].map((match) => match[1]);

/** The codes the server's source answers with, and the reasons it names for NOT_FOUND and VALIDATION_FAILED. */
function scan(): { codes: Set<string>; keys: Set<string> } {
  const codes = new Set<string>();
  const keys = new Set<string>();
  for (const { file, text } of sources(SOURCE)) {
    if (file === 'error-catalogue.ts') continue;
    for (const call of callsOf(text, 'new AppError')) codes.add(literals(call)[0]);
    for (const name of ['fieldsRefused', 'fieldRefused', 'refuseImpossible']) {
      for (const call of callsOf(text, name)) literals(call).forEach((code) => codes.add(code));
    }
    for (const match of text.matchAll(/'([A-Z][A-Z_]+)' satisfies ErrorCode/g)) codes.add(match[1]);
    for (const [name, code] of [
      ['notFound', 'NOT_FOUND'],
      ['inputRefused', 'VALIDATION_FAILED'],
    ]) {
      for (const call of callsOf(text, name)) literals(call).forEach((reason) => keys.add(`${code}.${reason}`));
    }
    if (file === 'plugins/error-handler.ts') {
      const table = /CODE_BY_STATUS[^{]*\{([^}]*)\}/.exec(text)?.[1] ?? '';
      literals(table).forEach((code) => codes.add(code));
    }
    if (file === 'plugins/security-headers.ts') {
      for (const match of text.matchAll(/\[\d{3}, '([A-Z_]+)'/g)) codes.add(match[1]);
    }
  }
  codes.forEach((code) => keys.add(code));
  return { codes, keys };
}

function locale(language: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(LOCALES, `serverErrors.${language}.json`), 'utf8')) as Record<string, string>;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1]).sort();

describe('the catalogue of server errors', () => {
  const found = scan();

  it('lists every code the server answers with, found by scanning server/src', () => {
    expect(found.codes.size).toBeGreaterThan(40);
    const missing = [...found.keys].filter((key) => !(key in SERVER_ERRORS));
    expect(missing).toEqual([]);
  });

  it('lists no code that the server never answers with', () => {
    const codes = KEYS.filter((key) => !key.includes('.'));
    expect(codes.filter((code) => !found.codes.has(code))).toEqual([]);
  });

  it.each(LANGUAGES)('has words for every code and reason in %s, with the params the words need', (language) => {
    const words = locale(language);
    const gaps = KEYS.flatMap((key) => {
      const forms = [`serverError.${key}`, ...PLURAL_SUFFIXES.map((suffix) => `serverError.${key}${suffix}`)].filter(
        (name) => typeof words[name] === 'string' && words[name].trim() !== '',
      );
      if (forms.length === 0) return [`${key}: no words`];
      const allowed = new Set<string>(SERVER_ERRORS[key]);
      return forms.flatMap((name) =>
        placeholders(words[name])
          .filter((placeholder) => !allowed.has(placeholder))
          .map((placeholder) => `${name}: {{${placeholder}}} is not among the params the server sends`),
      );
    });
    expect(gaps).toEqual([]);
  });

  it('words each key with the same placeholders in Sinhala and Tamil as in English, and not in English', () => {
    const [en, si, ta] = LANGUAGES.map(locale);
    const gaps = Object.keys(en).flatMap((name) =>
      [
        ['si', si],
        ['ta', ta],
      ].flatMap(([language, words]) => {
        const text = (words as Record<string, string>)[name];
        if (typeof text !== 'string') return [`${language} ${name}: missing`];
        const problems: string[] = [];
        if (placeholders(text).join() !== placeholders(en[name]).join()) problems.push(`${language} ${name}: other placeholders`);
        if (!/[\u0D80-\u0DFF\u0B80-\u0BFF]/.test(text)) problems.push(`${language} ${name}: not in ${language}`);
        return problems;
      }),
    );
    expect(gaps).toEqual([]);
  });
});
