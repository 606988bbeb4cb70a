import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compiled = ((this: unknown, ...args: unknown[]) => unknown) & { errors?: unknown };

/**
 * Fastify's own compilers (ajv, fast-json-stringify), each route's schema compiled when a request first
 * needs it instead of when the app starts: a test app calls a few of its 190 routes, and compiling them
 * all was a third of its start. The product compiles every schema at start (docs/adr/0020-tests-and-e2e-policy.md).
 */
export function compileOnFirstUse(): NonNullable<FastifyServerOptions['schemaController']> {
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  type ValidatorCompiler = ReturnType<typeof buildValidator>;
  return {
    compilersFactory: {
      buildValidator: (...factoryArgs: Parameters<typeof buildValidator>) => {
        const compile = buildValidator(...factoryArgs);
        return ((route: Parameters<ValidatorCompiler>[0]) => deferred(() => compile(route) as Compiled)) as ValidatorCompiler;
      },
      buildSerializer: (externalSchemas, options) => {
        const compile = buildSerializer(externalSchemas, options);
        return (route) => deferred(() => compile(route) as Compiled) as ReturnType<typeof compile>;
      },
    },
  };
}

/** Compiles on the first call; Fastify reads a validator's `errors` after calling it, so they are passed on. */
function deferred(compile: () => Compiled): Compiled {
  let compiled: Compiled | undefined;
  const call = function (this: unknown, ...args: unknown[]) {
    compiled ??= compile();
    return compiled.apply(this, args);
  } as Compiled;
  Object.defineProperty(call, 'errors', { get: () => compiled?.errors });
  return call;
}
