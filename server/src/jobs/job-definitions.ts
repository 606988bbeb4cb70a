import type { JobDefinition } from './job-definition';
import { customsImportJob } from '../routes/customs/import/import-job';
import { purgeExpiredCredentials } from './purge-expired-credentials';

/** Every kind of background job the server runs. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [purgeExpiredCredentials, customsImportJob];
