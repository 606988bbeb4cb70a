import { rmSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATES_ENV, type PgliteTemplates } from './helpers/pglite-templates';
import { dropPostgresDatabase, POSTGRES_TEMPLATE_ENV } from './helpers/test-database';

export default async function globalTeardown(): Promise<void> {
  const postgresTemplate = process.env[POSTGRES_TEMPLATE_ENV];
  if (postgresTemplate) await dropPostgresDatabase(postgresTemplate);
  const templates = process.env[TEMPLATES_ENV];
  if (templates) rmSync(path.dirname((JSON.parse(templates) as PgliteTemplates).empty), { recursive: true, force: true });
}
