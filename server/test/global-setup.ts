import { createPgliteTemplates, TEMPLATES_ENV } from './helpers/pglite-templates';
import { SERVER_URL } from './helpers/test-database';

export default async function globalSetup(): Promise<void> {
  if (SERVER_URL) return;
  process.env[TEMPLATES_ENV] = JSON.stringify(await createPgliteTemplates());
}
