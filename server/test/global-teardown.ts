import { rmSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATES_ENV, type PgliteTemplates } from './helpers/pglite-templates';

export default async function globalTeardown(): Promise<void> {
  const templates = process.env[TEMPLATES_ENV];
  if (!templates) return;
  rmSync(path.dirname((JSON.parse(templates) as PgliteTemplates).empty), { recursive: true, force: true });
}
