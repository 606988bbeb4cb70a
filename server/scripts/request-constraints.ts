import type { OpenAPI3, SchemaObject } from 'openapi-typescript';

const CONSTRAINTS = ['minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'maxItems'] as const;
const METHODS = ['get', 'post', 'put', 'delete'] as const;

type FieldConstraints = Partial<Record<(typeof CONSTRAINTS)[number], string | number>>;

/** Each field of an object schema that carries a limit, nested fields by dotted name. */
function fieldConstraints(schema: SchemaObject | undefined, prefix = ''): [string, FieldConstraints][] {
  if (!schema || schema.type !== 'object' || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const field = property as SchemaObject;
    const own = Object.fromEntries(CONSTRAINTS.filter((key) => key in field).map((key) => [key, (field as Record<string, unknown>)[key]]));
    const nested = fieldConstraints(field, `${prefix}${name}.`);
    return Object.keys(own).length > 0 ? [[`${prefix}${name}`, own as FieldConstraints], ...nested] : nested;
  });
}

const sorted = <T>(entries: [string, T][]) => Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));

/**
 * The limits of every request body field by `METHOD /path` (under /api/v1), as values the browser's
 * forms can use: the server's schemas stay the one source of them.
 */
export function requestConstraints(document: OpenAPI3): Record<string, Record<string, FieldConstraints>> {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const body = (item as Record<string, { requestBody?: { content?: Record<string, { schema?: SchemaObject }> } }>)[method]?.requestBody;
      const fields = fieldConstraints(body?.content?.['application/json']?.schema);
      return fields.length > 0
        ? [[`${method.toUpperCase()} ${path.replace(/^\/api\/v1/, '')}`, sorted(fields)] as [string, Record<string, FieldConstraints>]]
        : [];
    }),
  );
  return sorted(operations);
}
