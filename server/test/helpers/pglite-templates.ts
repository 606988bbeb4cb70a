import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgliteDatabase } from '#db/pglite-database';
import { fillDemoTemplate } from './demo-template';

/** Where the global setup leaves the template data folders for the test files to copy. */
export const TEMPLATES_ENV = 'WASTE_TEST_PGLITE_TEMPLATES';

export interface PgliteTemplates {
  /** A freshly initialised cluster: no tables. */
  empty: string;
  /** Migrated and seeded with the reference data and the demo accounts, with the job queue's schema. */
  demo: string;
}

/**
 * Creating a PGlite cluster takes seconds; copying a closed one takes a tenth of that. The suites
 * build about twenty apps, so they start from copies of these two.
 */
export async function createPgliteTemplates(): Promise<PgliteTemplates> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'waste-test-templates-'));
  const templates = { empty: path.join(root, 'empty'), demo: path.join(root, 'demo') };
  await (await openPgliteDatabase(templates.empty)).close();
  const db = await openPgliteDatabase(templates.demo);
  try {
    await fillDemoTemplate(db);
  } finally {
    await db.close();
  }
  return templates;
}
