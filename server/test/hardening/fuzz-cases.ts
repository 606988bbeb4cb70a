import fc from 'fast-check';
/**
 * What the fuzz test (fuzz.test.ts) sends: values drawn from each OpenAPI schema, mostly fitting, with wrong types,
 * missing and extra fields, huge strings and numbers, unicode and RTL marks, injections and odd raw bodies mixed in.
 */

type Schema = {
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
};

export interface Operation {
  parameters?: { in: 'query' | 'path'; name: string; schema: Schema; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
export const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

export const RTL = '\u202e\u200f\u061c\u2067';
const NASTY_TEXT = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)--',
  '") OR 1=1 --',
  "%' AND 1=0 UNION SELECT password_hash FROM users --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '/dev/null',
  `${RTL}gnp.exe`,
  'කොළඹ மாநகர சபை',
  'مرحبا بالعالم',
  '👩‍👩‍👧‍👦🇱🇰',
  '\ud800',
  '\udfff abc',
  '\u0000',
  '\u200b\u200c\u200d\ufeff',
  ' ',
  '',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(400),
  'x'.repeat(100_000),
];
const NASTY_NUMBERS = [0, -0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 1e-320, 2_147_483_648, 99_999_999_999];
const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true}}'),
  'string',
  42,
  '1e400',
];

export const nastyText = fc.constantFrom(...NASTY_TEXT);
const anyOdd: fc.Arbitrary<unknown> = fc.oneof(fc.constantFrom(...ODD_VALUES), nastyText, fc.constantFrom(...NASTY_NUMBERS));

/** A value that fits the schema, made of awkward but legal parts. */
function fitting(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((each) => fitting(each, depth)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time')
        return fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      if (schema.format === 'email')
        return fc.constantFrom('a@b.lk', `x${'y'.repeat(60)}@example.org`, '"quoted"@example.org', 'ä@例え.jp');
      if (schema.pattern)
        return fc
          .stringMatching(new RegExp(schema.pattern))
          .filter((s) => s.length <= (schema.maxLength ?? 1000) && s.length >= (schema.minLength ?? 0));
      const max = Math.min(schema.maxLength ?? 300, 300);
      return fc
        .oneof(
          fc.string({ unit: 'grapheme', maxLength: max }),
          nastyText.map((s) => s.slice(0, max)),
          fc.constant(RTL),
        )
        .filter((s) => [...s].length >= (schema.minLength ?? 0) && [...s].length <= (schema.maxLength ?? Infinity));
    }
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1e9, Number.MIN_SAFE_INTEGER),
        max: Math.min(schema.maximum ?? 1e9, Number.MAX_SAFE_INTEGER),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e12, max: schema.maximum ?? 1e12, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      if (depth > 3 || !schema.items) return fc.constant([]);
      return fc.array(fitting(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
    case 'object':
      return objectOf(schema, depth, false);
    default:
      return anyOdd;
  }
}

/** An object of the schema: required fields mostly there, optional ones sometimes, each value mostly fitting. */
function objectOf(schema: Schema, depth: number, odd = true): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, each] of Object.entries(properties)) {
    model[key] = odd
      ? fc.oneof({ arbitrary: fitting(each, depth + 1), weight: 6 }, { arbitrary: anyOdd, weight: 1 })
      : fitting(each, depth + 1);
  }
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
}

/** What a client might send instead of what the schema asks: mutations of a fitting value. */
function mutated(schema: Schema): fc.Arbitrary<unknown> {
  const base = schema.type === 'object' ? objectOf(schema, 0) : fitting(schema);
  return fc.oneof(
    // all fields fitting (hostile text included), so that handlers past the schema get their share
    { arbitrary: schema.type === 'object' ? objectOf(schema, 0, false) : fitting(schema), weight: 4 },
    { arbitrary: base, weight: 2 },
    {
      // a required field missing
      arbitrary: fc.tuple(objectOf(schema, 0), fc.nat()).map(([value, n]) => {
        const keys = Object.keys(value);
        if (keys.length) delete value[keys[n % keys.length]];
        return value;
      }),
      weight: 2,
    },
    {
      // extra fields, prototype pollution among them
      arbitrary: fc
        .tuple(
          objectOf(schema, 0),
          fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'roles')), anyOdd, {
            maxKeys: 3,
          }),
        )
        .map(([value, extra]) => ({ ...extra, ...value })),
      weight: 2,
    },
    {
      // one field of the wrong type
      arbitrary: fc.tuple(objectOf(schema, 0), fc.nat(), anyOdd).map(([value, n, odd]) => {
        const keys = Object.keys(schema.properties ?? {});
        if (keys.length) value[keys[n % keys.length]] = odd;
        return value;
      }),
      weight: 2,
    },
    { arbitrary: anyOdd, weight: 1 },
  );
}

const huge = { text: 'ඞ'.repeat(400_000), number: '9'.repeat(5000) };

/** Path ids: mostly hostile. */
const pathValue = (schema: Schema) =>
  fc.oneof(
    fitting(schema),
    nastyText.map((s) => s.slice(0, 300)),
    fc.constantFrom(
      '..',
      '.',
      '%2e%2e%2f',
      '..%5c..%5c',
      'a/b',
      '😀',
      ' ',
      'LG-11001',
      'RC-DEMO-01',
      '00000000-0000-0000-0000-000000000000',
    ),
  );

export interface FuzzCase {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  raw?: string;
  contentType?: string;
}

export function caseFor(operation: Operation): fc.Arbitrary<FuzzCase> {
  const parameters = operation.parameters ?? [];
  const pathModel: Record<string, fc.Arbitrary<unknown>> = {};
  const queryModel: Record<string, fc.Arbitrary<unknown>> = {};
  for (const parameter of parameters) {
    if (parameter.in === 'path') pathModel[parameter.name] = pathValue(parameter.schema);
    if (parameter.in === 'query')
      queryModel[parameter.name] = fc.oneof({ arbitrary: fitting(parameter.schema), weight: 4 }, { arbitrary: anyOdd, weight: 1 });
  }
  const query = fc.oneof(
    {
      arbitrary: fc.record(queryModel, { requiredKeys: parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name) }),
      weight: 5,
    },
    { arbitrary: fc.record(queryModel, { requiredKeys: [] }), weight: 1 },
  );
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const body: fc.Arbitrary<unknown> = bodySchema ? mutated(bodySchema) : fc.oneof(fc.constant(undefined), anyOdd);
  const odd = fc.constantFrom<Partial<FuzzCase>>(
    { raw: '{"unterminated": ', contentType: 'application/json' },
    { raw: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, contentType: 'application/json' },
    { raw: JSON.stringify({ text: huge.text }), contentType: 'application/json' },
    { raw: `{"n": ${huge.number}}`, contentType: 'application/json' },
    { raw: 'name=x&y=z', contentType: 'application/x-www-form-urlencoded' },
    { raw: '<xml/>', contentType: 'text/xml' },
    { raw: '', contentType: 'application/json' },
  );
  return fc
    .record({ path: fc.record(pathModel), query, body, odd: fc.option(odd, { freq: 8 }) })
    .map(({ path, query: q, body: b, odd: o }) => ({ path, query: q, body: b, ...(o ?? {}) }));
}
