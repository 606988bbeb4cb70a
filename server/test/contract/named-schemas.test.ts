import type { OpenAPI3 } from 'openapi-typescript';
import { withNamedSchemas } from '../../scripts/named-schemas';

const Totals = { title: 'Totals', type: 'object', properties: { kg: { type: 'number' } } };
const Summary = { title: 'Summary', type: 'object', properties: { totals: Totals, year: { type: 'integer' } } };

const ok = (schema: object) => ({ responses: { 200: { description: 'Default Response', content: { 'application/json': { schema } } } } });
const documentWith = (paths: Record<string, object>): OpenAPI3 => ({
  openapi: '3.0.3',
  info: { title: 'test', version: '1' },
  paths: paths as OpenAPI3['paths'],
});

describe('withNamedSchemas (the generator names titled schemas once)', () => {
  it('names a titled schema inside a titled one too, the outer one referring to the inner', () => {
    const named = withNamedSchemas(documentWith({ '/summary': { get: ok(Summary) }, '/totals': { get: ok(Totals) } }));
    expect(named.components?.schemas).toEqual({
      Summary: { ...Summary, properties: { totals: { $ref: '#/components/schemas/Totals' }, year: { type: 'integer' } } },
      Totals,
    });
    expect(named.paths?.['/totals']).toEqual({ get: ok({ $ref: '#/components/schemas/Totals' }) });
  });

  it('keeps a nullable place nullable, leaving the named schema as it is elsewhere', () => {
    const named = withNamedSchemas(
      documentWith({
        '/a': { get: ok({ type: 'object', properties: { totals: { ...Totals, nullable: true } } }) },
        '/b': { get: ok(Totals) },
      }),
    );
    expect(named.components?.schemas).toEqual({ Totals });
    expect(named.paths?.['/a']).toEqual({
      get: ok({ type: 'object', properties: { totals: { allOf: [{ $ref: '#/components/schemas/Totals' }], nullable: true } } }),
    });
  });

  it('refuses two different schemas with the same title', () => {
    const other = { ...Totals, properties: { tonnes: { type: 'number' } } };
    expect(() => withNamedSchemas(documentWith({ '/a': { get: ok(Totals) }, '/b': { get: ok(other) } }))).toThrow(
      'Two different schemas are titled Totals',
    );
  });
});
