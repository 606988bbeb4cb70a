import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildApp } from '../src/app';
import { IN_MEMORY_DATA_DIR, loadConfig } from '../src/config';
import { GENERATE_API_TYPES_COMMAND, type API_TYPES_FILES } from './api-types-location';
import { requestConstraints } from './request-constraints';

const HEADER = `// Generated from the server's OpenAPI document by \`${GENERATE_API_TYPES_COMMAND}\`: do not edit.\n\n`;

/** The OpenAPI document the running server serves at /api/docs/json, from an app that never listens. */
export async function openApiDocument(): Promise<OpenAPI3> {
  const app = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    dataDir: IN_MEMORY_DATA_DIR,
    seedDemo: false,
    hostDist: path.join(os.tmpdir(), 'waste-openapi-no-host-dist'),
    releasesDir: path.join(os.tmpdir(), 'waste-openapi-no-releases'),
  }, { jobs: { workers: false } });
  try {
    await app.ready();
    return app.swagger() as OpenAPI3;
  } finally {
    await app.close();
  }
}

/** The source of each generated file for the given document (alphabetised: route order is not part of the contract). */
export async function apiTypesSources(document: OpenAPI3): Promise<Record<(typeof API_TYPES_FILES)[number], string>> {
  const constraints = JSON.stringify(requestConstraints(document), null, 2);
  return {
    'openapi.ts': HEADER + astToString(await openapiTS(document, { alphabetize: true })),
    'requestConstraints.ts': `${HEADER}/** The limits of each request body field, by \`METHOD /path\` under /api/v1. */\nexport const requestConstraints = ${constraints} as const;\n`,
  };
}
