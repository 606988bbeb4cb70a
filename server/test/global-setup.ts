import { createPgliteTemplates, TEMPLATES_ENV } from './helpers/pglite-templates';
import { createPostgresTemplate, POSTGRES_TEMPLATE_ENV, SERVER_URL } from './helpers/test-database';

export default async function globalSetup(): Promise<void> {
  if (SERVER_URL) process.env[POSTGRES_TEMPLATE_ENV] = await createPostgresTemplate();
  else process.env[TEMPLATES_ENV] = JSON.stringify(await createPgliteTemplates());
}
