import type { Config } from '../config';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  onIdleClientError: (error: Error) => void = () => undefined,
): Promise<Database> {
  return config.databaseUrl ? openPostgresDatabase(config.databaseUrl, onIdleClientError) : openPgliteDatabase(config.dataDir);
}
