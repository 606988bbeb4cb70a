import { customsImportJob } from './customs-import';
import type { JobDefinition } from './job-definition';
import { passwordResetMailJob } from './password-reset-mail';
import { purgeExpiredCredentials } from './purge-expired-credentials';
import { purgeIdempotencyKeysJob } from './purge-idempotency-keys';
import { verificationMailJob } from './verification-mail';

/** Every kind of background job the server runs, one file each in this folder. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [
  purgeExpiredCredentials,
  customsImportJob,
  passwordResetMailJob,
  verificationMailJob,
  purgeIdempotencyKeysJob,
];
