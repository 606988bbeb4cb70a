import { isDeepStrictEqual } from 'node:util';
import type { OpenAPI3, SchemaObject } from 'openapi-typescript';

/**
 * The document with each titled schema (TypeBox's `title`, e.g. the error envelope `Error`) moved to
 * components.schemas and referred to: the generated types then spell it once, not at every route's every status.
 * Titled schemas inside a titled schema are named too, and the outer one refers to them.
 */
export function withNamedSchemas(document: OpenAPI3): OpenAPI3 {
  const named: Record<string, SchemaObject> = {};
  const hoist = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(hoist);
    if (!value || typeof value !== 'object') return value;
    const copy = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, hoist(inner)]));
    const { title } = value as { title?: unknown };
    if (typeof title !== 'string' || !('type' in value)) return copy;
    // @fastify/swagger writes `Type.Union([X, Type.Null()])` as X with `nullable: true`: that belongs to the place, not to X.
    const { nullable, ...schema } = copy;
    if (named[title] && !isDeepStrictEqual(named[title], schema))
      throw new Error(`Two different schemas are titled ${title}: give one another title`);
    named[title] = schema as SchemaObject;
    const reference = { $ref: `#/components/schemas/${title}` };
    // OpenAPI 3.0 ignores whatever stands beside a $ref, so a nullable place wraps it.
    return nullable === true ? { allOf: [reference], nullable: true } : reference;
  };
  const paths = hoist(document.paths) as OpenAPI3['paths'];
  return { ...document, paths, components: { ...document.components, schemas: { ...document.components?.schemas, ...named } } };
}
