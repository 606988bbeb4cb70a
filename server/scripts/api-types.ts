import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { buildApp } from '#app';
import { IN_MEMORY_DATA_DIR, loadConfig } from '#config';
import { GENERATE_API_TYPES_COMMAND } from './api-types-location';
import { withNamedSchemas } from './named-schemas';
import { requestConstraints } from './request-constraints';
import { componentFiles } from './schema-files';

const HEADER = `// Generated from the server's OpenAPI document by \`${GENERATE_API_TYPES_COMMAND}\`: do not edit.\n\n`;

/** The OpenAPI document the running server serves at /api/docs/json, from an app that never listens. */
export async function openApiDocument(): Promise<OpenAPI3> {
  const app = await buildApp(
    {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      dataDir: IN_MEMORY_DATA_DIR,
      seedDemo: false,
      hostDist: path.join(os.tmpdir(), 'waste-openapi-no-host-dist'),
      releasesDir: path.join(os.tmpdir(), 'waste-openapi-no-releases'),
    },
    { jobs: { workers: false } },
  );
  try {
    await app.ready();
    return app.swagger() as OpenAPI3;
  } finally {
    await app.close();
  }
}

const camel = (words: string[]) => words.join('-').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Where a path's types go, under a folder per group (the first segment under /api/v1), and the name the index
 * imports it by: `/api/v1/requests/{id}/complete` → `requests/idComplete.ts`, `requestsIdComplete`.
 */
function fileOf(apiPath: string): { file: string; name: string } {
  const [group, ...rest] = apiPath
    .replace(/^\/api\/v1\//, '')
    .replace(/[{}]/g, '')
    .split('/');
  return { file: `${camel([group])}/${camel(rest.length > 0 ? rest : [group])}.ts`, name: camel([group, ...rest]) };
}

/** The document with only the given path. */
function only(document: OpenAPI3, apiPath: string): OpenAPI3 {
  return { ...document, paths: { [apiPath]: document.paths?.[apiPath] ?? {} } };
}

/** One declaration (`paths`, `components`) of the types openapi-typescript writes for the document. */
async function declaration(document: OpenAPI3, name: string): Promise<ts.InterfaceDeclaration> {
  const nodes = await openapiTS(document, { alphabetize: true });
  const found = nodes.find((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && node.name.text === name);
  if (!found) throw new Error(`openapi-typescript wrote no ${name}`);
  return found;
}

/** A path's file: its types, and the limits of its request body fields when it has any. */
async function pathSource(original: OpenAPI3, named: OpenAPI3): Promise<{ source: string; hasConstraints: boolean }> {
  const types = astToString(await declaration(named, 'paths'));
  const constraints = requestConstraints(original);
  const hasConstraints = Object.keys(constraints).length > 0;
  const uses = types.includes('components[') ? "import type { components } from '../components';\n\n" : '';
  const limits = hasConstraints
    ? `\n/** The limits of each request body field, by \`METHOD /path\` under /api/v1. */\nexport const requestConstraints = ${JSON.stringify(constraints, null, 2)} as const;\n`
    : '';
  return { source: HEADER + uses + types + limits, hasConstraints };
}

type PathFile = { file: string; name: string; hasConstraints: boolean };

function indexSource(files: PathFile[]): string {
  const imports = files.map(
    ({ file, name, hasConstraints }) => `import ${hasConstraints ? '' : 'type '}* as ${name} from './${file.replace(/\.ts$/, '')}';`,
  );
  const paths = files.map(({ name }) => `${name}.paths`).join(' &\n  ');
  const constraints = files.filter(({ hasConstraints }) => hasConstraints).map(({ name }) => `  ...${name}.requestConstraints,`);
  return `${HEADER}${imports.join('\n')}

export type { components } from './components';

/** Every path under /api/v1, with the request and response types of each of its methods. */
export type paths = ${paths};

/** The limits of each request body field, by \`METHOD /path\` under /api/v1. */
export const requestConstraints = {
${constraints.join('\n')}
} as const;
`;
}

/**
 * The source of each generated file for the given document, by file name: a file per path (alphabetised: route
 * order is not part of the contract), a file per schema they share by name, and an index with the whole contract.
 */
export async function apiTypesSources(document: OpenAPI3): Promise<Record<string, string>> {
  const named = withNamedSchemas(document);
  const apiPaths = Object.keys(document.paths ?? {}).sort((a, b) => a.localeCompare(b));
  const files = await Promise.all(
    apiPaths.map(async (apiPath) => ({ ...fileOf(apiPath), ...(await pathSource(only(document, apiPath), only(named, apiPath))) })),
  );
  const clash = files.find(({ file }, index) => files.findIndex((other) => other.file === file) !== index);
  if (clash) throw new Error(`Two paths would be written to ${clash.file}`);
  return {
    ...componentFiles(await declaration({ ...named, paths: {} }, 'components'), HEADER),
    ...Object.fromEntries(files.map(({ file, source }) => [file, source])),
    'index.ts': indexSource(files),
  };
}
